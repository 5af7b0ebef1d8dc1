// Hostile models the tests of several packages play: each once killed a process, and must now end
// with the engine's own message.

/**
 * Ninety steps, each keeping 9,000,000 items in a variable of its own: every value within the bound
 * of one, the whole state far past the game's budget (about 20 KB of YAML).
 */
export function hoardingModel(players = 1): string {
  const steps = Array.from({ length: 90 }, (_, i) => i);
  return [
    'game: hoarder',
    `num_players: ${players}`,
    `state: {vars: {${steps.map((i) => `v${i}: {init: []}`).join(', ')}}, zones: {}}`,
    `flow: {id: g, kind: sequence, children: [${steps.map((i) => `{id: s${i}, kind: step, actor_x: "0", do: a${i}}`).join(', ')}]}`,
    'actions:',
    ...steps.map((i) => `  a${i}: {effect: [{op: set, var: v${i}, value_x: "[${i}] * 9000000"}]}`),
  ].join('\n');
}
