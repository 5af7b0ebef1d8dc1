// The prompt `write_model_from_rulebook`: the authoring loop in our words, with this server's tools.
export const AUTHORING = `You are turning a game's rulebook into a Tabletwin model: one YAML file that the Tabletwin engine can play.

Before you write, read the resource tabletwin://docs/authoring-with-ai.md (the loop and its rules) and keep tabletwin://docs/quick-reference.md at hand; tabletwin://llms-full.txt holds all the docs. Pick the built-in model closest to the game (list_models) and read it (tabletwin://models/<name>.yaml).

Work in small steps and check every step with validate_model before the next one:
1. List what the game has: players, components and where they can be (zones), numbers that change (variables), and how a game goes (setup, rounds, turns, the end). Rules you are unsure of go into open_questions; never guess silently.
2. Write the skeleton (game, label, players, num_players, state, flow, actions, end) and validate it.
3. Fill the actions with ops, and give every field the engine needs an executable _x expression. Try expressions with eval_expression first. Validate after each action.
4. Add the end conditions. All 20 test games of the report should finish; "did not end" means a loop without an exit.
5. Play a game with play_game and read it as a player would: do the choices and their order match the rulebook?
6. Measure it with simulate (and compare for a variant): is the first player's advantage plausible? Do games end the way the rulebook says they can?
Use only keys, ops and functions the docs name: the engine ignores keys it does not know. When the report has no errors, the gaps are closed and the test games finish, give the model to the person with the open questions you recorded.`;
