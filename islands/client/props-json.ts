/**
 * An island's props as the text of a `<script type="application/json">`: JSON with every `<` escaped (so no `</script>`
 * or `<!--` in a visitor-facing string can end the element early) and the two line separators JavaScript once
 * refused in strings. `JSON.parse` reads it back unchanged.
 */
export function propsJson(props: unknown): string {
  return JSON.stringify(props ?? {})
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
