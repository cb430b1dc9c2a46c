'use client';

import * as React from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { CheckCircle2, Copy, Download, Eye, EyeOff, FileType2, Loader2, Mail, Printer } from 'lucide-react';
import { templateMessages as messages } from '@/content/templates/messages';
import { documentFileName, mailDraftHref } from '@/lib/templates/outputs';
import { documentParts, notesLabel } from '@/lib/templates/document-parts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InlineText } from '@/components/content/inline-text';
import { saveFile as save } from '@/lib/download';


/** Opens a mail draft the way a link would (a link in the page, clicked and removed). */
function openMailDraft(href: string) {
  const link = window.document.createElement('a');
  link.href = href;
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec 4 and 7, issue 17: the customised document with its Preview toggle and Customized and Ready badge; a
 * text download, a Word copy (the docx library loads only on this click), copy, a mail draft (the document is
 * copied on the same click, and the draft says so), print or save as PDF; then what to do next, with dates.
 *
 * Issue 26: the preview shows the text exactly as downloaded and copied, in its parts: a letter's sender block
 * (set on the right), the document, and the notes for the person who made it, set apart and labelled. Printing
 * prints the document alone, as a letter on A4 with page numbers (app/globals.css): never the notes.
 */
export function GeneratedDocument({ title, text, date, nextSteps }: { title: string; text: string; date: Date; nextSteps: readonly string[] }) {
  const [showPreview, setShowPreview] = React.useState(true);
  const [makingWord, setMakingWord] = React.useState(false);
  const { sender, body, notes } = React.useMemo(() => documentParts(text), [text]);
  const label = notesLabel(notes);

  const downloadText = () => {
    save(new Blob([text], { type: 'text/plain;charset=utf-8' }), documentFileName(title, date));
    toast.success(messages.documentDownloaded);
  };
  const downloadWord = async () => {
    if (makingWord) return;
    setMakingWord(true);
    try {
      const { documentDocx } = await import('@/lib/templates/docx');
      save(await documentDocx(text, { title, date }), documentFileName(title, date, 'docx'));
      toast.success(messages.documentDownloaded);
    } catch {
      toast.error(messages.wordFailed);
    } finally {
      setMakingWord(false);
    }
  };
  const copy = async () => {
    if (await copyText(text)) toast.success(messages.copied);
    else toast.error(messages.copyRefused);
  };
  const email = async () => {
    const copied = await copyText(text);
    if (copied) toast.success(messages.copied);
    else toast.error(messages.copyRefused);
    openMailDraft(mailDraftHref(title, copied));
  };

  const print = () => {
    // The print styles print the document alone, so it must be on the page.
    flushSync(() => setShowPreview(true));
    window.print();
  };

  return (
    <section aria-labelledby="document-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="document-title" tabIndex={-1} className="text-xl font-bold">
          Your document
        </h3>
        <Badge variant="accent">
          <CheckCircle2 aria-hidden /> {messages.templateReady}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" aria-expanded={showPreview} aria-controls="document-preview" onClick={() => setShowPreview((s) => !s)}>
          {showPreview ? <EyeOff aria-hidden /> : <Eye aria-hidden />} Preview
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={downloadText}>
          <Download aria-hidden /> Download text (.txt)
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={downloadWord} aria-disabled={makingWord || undefined}>
          {makingWord ? <Loader2 className="animate-spin" aria-hidden /> : <FileType2 aria-hidden />} Download Word (.docx)
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden /> Copy
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={email}>
          <Mail aria-hidden /> Email
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={print}>
          <Printer aria-hidden /> Print or save as PDF
        </Button>
      </div>
      {showPreview ? (
        // Plain text only: whatever was typed appears literally. The parts together are the whole text, in order.
        <div id="document-preview" role="region" tabIndex={0} aria-label={`${title}, customised`} className="max-h-[50vh] overflow-auto whitespace-pre-wrap rounded-lg border border-border bg-card p-4 font-sans text-sm">
          <div data-print-document>
            {sender ? (
              <div data-sender-block className="text-right">
                {sender}
              </div>
            ) : null}
            {body}
          </div>
          {notes ? (
            <section data-document-notes aria-label={label ? `${label}: not part of the document` : 'Notes: not part of the document'} className="mt-2 rounded-md border-2 border-dashed border-border bg-muted p-3 print:hidden">
              {notes}
            </section>
          ) : null}
        </div>
      ) : null}
      {nextSteps.length > 0 ? (
        <section aria-labelledby="next-steps-title" className="rounded-lg border-l-4 border-accent bg-accent-soft p-4 print:hidden">
          <h3 id="next-steps-title" className="text-lg font-bold">
            What to do next
          </h3>
          <ol className="mt-2 list-decimal space-y-2 pl-5 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
            {nextSteps.map((step) => (
              <li key={step}>
                <InlineText text={step} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
