import { readdirSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { htmlValidateConfig } from '@/build/audit/html-validate-config';

export type MarkupError = {
  /** Path of the page, relative to the export folder. */
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
};

/** Every exported page (`*.html`), relative to the export folder, leaving out Next.js's own `_next/` assets. */
export function exportedPages(exportDir: string): string[] {
  return readdirSync(exportDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file.split(path.sep)[0] !== '_next')
    .sort();
}

/** Runs html-validate (the project's configuration) over every exported page and returns the errors. */
export async function validateHtml(exportDir: string): Promise<MarkupError[]> {
  const validator = new HtmlValidate(htmlValidateConfig);
  const errors: MarkupError[] = [];
  for (const file of exportedPages(exportDir)) {
    const report = await validator.validateFile(path.resolve(exportDir, file));
    for (const message of report.results.flatMap((result) => result.messages)) {
      if (message.severity !== 2) continue;
      errors.push({ file, line: message.line, column: message.column, rule: message.ruleId, message: message.message });
    }
  }
  return errors;
}
