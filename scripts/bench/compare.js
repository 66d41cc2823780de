// MazeLab vs PathFinding.js 0.4.18 on one .maze grid, start top-left, goal bottom-right,
// 4 neighbours, Manhattan. Both sides are timed inside their own process around the search
// alone (PathFinding.js here around finder.findPath on a fresh PF.Grid, MazeLab by
// `mazelab-cli solve --json`'s ms / cpu_ms), excluding start-up, file reading and grid
// building; the minimum of RUNS runs is kept. Prints a table and the A* ratio.
// Usage: NODE_PATH=<pathfinding dir>/node_modules node compare.js CLI GRID [RUNS]
const PF = require('pathfinding');
const fs = require('fs');
const { execFileSync } = require('child_process');
const [cli, file, runsArg] = process.argv.slice(2);
const runs = Number(runsArg || 5);
const rows = fs.readFileSync(file, 'utf8').split('\n').filter(l => l && l[0] !== ';');
const matrix = rows.map(l => Array.from(l, ch => (ch === '#' ? 1 : 0)));
const H = matrix.length, W = matrix[0].length;
const opts = { heuristic: PF.Heuristic.manhattan, diagonalMovement: PF.DiagonalMovement.Never };
const pf = {
  astar: () => new PF.AStarFinder(opts),
  bfs: () => new PF.BreadthFirstFinder(opts),
  jps: () => new PF.JumpPointFinder(opts),
  'bidir-astar': () => new PF.BiAStarFinder(opts),
};
function timePf(name) {
  let best = { ms: Infinity, cpu: Infinity, length: -1 };
  for (let k = 0; k < runs; ++k) {
    const grid = new PF.Grid(W, H, matrix);
    const finder = pf[name]();
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    const path = finder.findPath(0, 0, W - 1, H - 1, grid);
    const t1 = process.hrtime.bigint();
    const c1 = process.cpuUsage(c0);
    const full = name === 'jps' ? PF.Util.expandPath(path) : path;
    best = { ms: Math.min(best.ms, Number(t1 - t0) / 1e6),
             cpu: Math.min(best.cpu, (c1.user + c1.system) / 1e3), length: full.length - 1 };
  }
  return best;
}
function timeMazeLab(name) {
  let best = { ms: Infinity, cpu: Infinity, length: -1 };
  for (let k = 0; k < runs; ++k) {
    const out = execFileSync(cli, ['solve', name, file, '--json', '--no-path']).toString();
    const r = JSON.parse(out);
    best = { ms: Math.min(best.ms, r.ms), cpu: Math.min(best.cpu, r.cpu_ms), length: r.length,
             expanded: r.expanded };
  }
  return best;
}
const f = (x, d = 1) => x.toFixed(d).padStart(9);
console.log(`grid ${H} x ${W} (${file}), ${runs} runs each, minimum kept`);
console.log('solver        PF.js ms  PF.js cpu  MazeLab ms  MazeLab cpu  length  ratio(wall)  ratio(cpu)');
const results = {};
for (const name of ['astar', 'bfs', 'jps', 'bidir-astar']) {
  const a = timePf(name), b = timeMazeLab(name);
  results[name] = { pf: a, mazelab: b };
  const same = a.length === b.length ? '' : ` (PF.js length ${a.length})`;
  console.log(`${name.padEnd(12)} ${f(a.ms)} ${f(a.cpu)}   ${f(b.ms)}   ${f(b.cpu)}   ${String(b.length).padStart(5)}` +
              `  ${f(a.ms / b.ms)}x  ${f(a.cpu / b.cpu)}x${same}`);
}
const a = results.astar;
console.log(`A*: MazeLab ${(a.pf.ms / a.mazelab.ms).toFixed(1)}x faster than PathFinding.js` +
            ` (wall clock), ${(a.pf.cpu / a.mazelab.cpu).toFixed(1)}x (CPU time); ` +
            `path length ${a.mazelab.length} vs ${a.pf.length}` +
            (a.mazelab.length === a.pf.length ? ' (same)' : ' (DIFFERENT)'));
