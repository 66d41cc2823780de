// Writes a rows x cols .maze grid with `density` random walls (seeded LCG, reproducible), the
// opposite corners and their neighbours free, and a start-goal connection checked by BFS (the
// seed moves on until one connects). Usage: node make-grid.js ROWS COLS DENSITY SEED > FILE
const [rows, cols, density, seed0] = process.argv.slice(2).map(Number);
function grid(seed) {
  let s = BigInt(seed);
  const rnd = () => { s = (s * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n);
                      return Number(s >> 11n) / 2 ** 53; };
  const g = new Uint8Array(rows * cols);
  for (let i = 0; i < g.length; ++i) g[i] = rnd() < density ? 1 : 0;
  for (const [r, c] of [[0, 0], [0, 1], [1, 0], [rows - 1, cols - 1], [rows - 2, cols - 1],
                        [rows - 1, cols - 2]]) g[r * cols + c] = 0;
  return g;
}
function connected(g) {
  const seen = new Uint8Array(g.length), q = new Int32Array(g.length);
  let h = 0, t = 0; q[t++] = 0; seen[0] = 1;
  while (h < t) {
    const p = q[h++], r = Math.floor(p / cols), c = p % cols;
    if (p === g.length - 1) return true;
    for (const [nr, nc] of [[r - 1, c], [r, c + 1], [r + 1, c], [r, c - 1]]) {
      if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
      const n = nr * cols + nc;
      if (!g[n] && !seen[n]) { seen[n] = 1; q[t++] = n; }
    }
  }
  return false;
}
let seed = seed0, g = grid(seed);
while (!connected(g)) g = grid(++seed);
const lines = [`; name: random ${rows}x${cols}, ${density * 100} % walls, seed ${seed}`];
for (let r = 0; r < rows; ++r) {
  let line = '';
  for (let c = 0; c < cols; ++c) line += g[r * cols + c] ? '#' : '.';
  lines.push(line);
}
process.stdout.write(lines.join('\n') + '\n');
