// Fallback renderer: the view as readable JSON; moves come from the legal list below it.
import { esc } from "../cards.js";

export function render(ctx) {
  return `<pre style="white-space:pre-wrap">${esc(JSON.stringify(ctx.view, null, 1))}</pre>`;
}
