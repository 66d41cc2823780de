// Times PathFinding.js finders on a .maze grid inside this process: file reading and grid
// building are excluded, each run gets a fresh PF.Grid. Prints one JSON line per finder.
// Usage: NODE_PATH=<dir with pathfinding@0.4.18>/node_modules node pf-astar.js FILE [RUNS]
const PF = require('pathfinding');
const fs = require('fs');
const file = process.argv[2], runs = Number(process.argv[3] || 3);
const rows = fs.readFileSync(file, 'utf8').split('\n').filter(l => l && l[0] !== ';');
const matrix = rows.map(l => Array.from(l, ch => (ch === '#' ? 1 : 0)));
const H = matrix.length, W = matrix[0].length;
const finders = {
  astar: () => new PF.AStarFinder({ heuristic: PF.Heuristic.manhattan,
                                    diagonalMovement: PF.DiagonalMovement.Never }),
  bfs: () => new PF.BreadthFirstFinder({ diagonalMovement: PF.DiagonalMovement.Never }),
  jps: () => new PF.JumpPointFinder({ heuristic: PF.Heuristic.manhattan,
                                      diagonalMovement: PF.DiagonalMovement.Never }),
  'bidir-astar': () => new PF.BiAStarFinder({ heuristic: PF.Heuristic.manhattan,
                                              diagonalMovement: PF.DiagonalMovement.Never }),
};
const only = (process.argv[4] || 'astar').split(',');
for (const name of only) {
  const times = [], cpu = [];
  let length = -1;
  for (let k = 0; k < runs; ++k) {
    const grid = new PF.Grid(W, H, matrix);
    const finder = finders[name]();
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    const path = finder.findPath(0, 0, W - 1, H - 1, grid);
    const t1 = process.hrtime.bigint();
    const c1 = process.cpuUsage(c0);
    times.push(Number(t1 - t0) / 1e6);
    cpu.push((c1.user + c1.system) / 1e3);
    // JPS returns jump points only: expand to count moves.
    length = (name === 'jps' ? PF.Util.expandPath(path) : path).length - 1;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log(JSON.stringify({ solver: name, length, ms_min: times[0],
                               ms_median: times[Math.floor(times.length / 2)],
                               cpu_ms_min: cpu[0], runs }));
}
