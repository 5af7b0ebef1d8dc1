import { playGame, randomPlayer } from '@tabletwin/engine';
import { it } from 'vitest';
import { loadTactic, tacticPlayer } from '../src/index.js';
import { pig } from './helpers.js';
const T = (search: string) => `tactic: h20
game: pig
rules:
  - at: step choice
    when_x: "pot >= 20"
    pick: stop
  - at: step choice
    pick: roll
${search}`;
it('x', () => {
  const model = pig(30);
  const plain = loadTactic(T(''), { model });
  for (const s2 of ['search: {at: step choice, rollouts: 4, max_rollouts: 16}\n', 'search: {at: step choice}\n']) {
  const searching = loadTactic(T(s2), { model });
    const N = 200;
    let a = 0, b = 0, ab = 0, ba = 0; const t0 = Date.now(); let rolls = 0, decisions = 0;
    for (let s = 1; s <= N; s++) {
      const seat = s % 2;
      const sp = tacticPlayer(searching, { seed: s, record: true });
      const r1 = playGame(model, { seed: s, players: seat === 0 ? [sp, randomPlayer(s + 1)] : [randomPlayer(s + 1), sp] });
      const r2 = playGame(model, { seed: s, players: seat === 0 ? [tacticPlayer(plain, { seed: s }), randomPlayer(s + 1)] : [randomPlayer(s + 1), tacticPlayer(plain, { seed: s })] });
      const w1 = r1.returns![seat]! > 0, w2 = r2.returns![seat]! > 0;
      a += +w1; b += +w2; ab += +(w1 && !w2); ba += +(!w1 && w2);
      for (const d of sp.records) if (d.search) { decisions++; rolls += d.search.rollouts; }
    }
    console.log(s2, 'search', a / N, 'plain', b / N, 'discordant', ab, ba, 'z', (ab - ba) / Math.sqrt(ab + ba), 'ms', Date.now() - t0, 'rollouts/decision', rolls / decisions);
  }
});
