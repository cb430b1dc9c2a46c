/**
 * The conditional blocks a template's document is written with (issue 17): `[[IF id=a|b]]`, `[[ELSE]]` and `[[END]]`,
 * each on a line of its own. The syntax belongs to the content it is written in (lib/templates/conditions.ts resolves
 * it for the answers given); the schema checks every document with it when the templates load.
 */
export const CONDITION_IF = /^\s*\[\[IF ([a-z][a-z0-9_]*)=([a-z0-9-]+(?:\|[a-z0-9-]+)*)\]\]\s*$/;
export const CONDITION_ELSE = /^\s*\[\[ELSE\]\]\s*$/;
export const CONDITION_END = /^\s*\[\[END\]\]\s*$/;
const ANY_MARK = /\[\[/;

export type ConditionRef = { id: string; values: string[] };

/** Every `[[IF …]]` in a document, in order; throws on a malformed or unbalanced block. */
export function conditionRefs(content: string): ConditionRef[] {
  const refs: ConditionRef[] = [];
  let depth = 0;
  const elses: boolean[] = [];
  content.split('\n').forEach((line, index) => {
    const opened = CONDITION_IF.exec(line);
    if (opened) {
      refs.push({ id: opened[1]!, values: opened[2]!.split('|') });
      depth += 1;
      elses.push(false);
    } else if (CONDITION_ELSE.test(line)) {
      if (depth === 0 || elses[depth - 1]) throw new SyntaxError(`line ${index + 1}: [[ELSE]] without its [[IF]]`);
      elses[depth - 1] = true;
    } else if (CONDITION_END.test(line)) {
      if (depth === 0) throw new SyntaxError(`line ${index + 1}: [[END]] without its [[IF]]`);
      depth -= 1;
      elses.pop();
    } else if (ANY_MARK.test(line)) {
      throw new SyntaxError(`line ${index + 1}: a condition must be [[IF id=value]], [[ELSE]] or [[END]] on a line of its own`);
    }
  });
  if (depth !== 0) throw new SyntaxError('an [[IF]] has no [[END]]');
  return refs;
}

