// TEMP stub until the docx branch lands.
import { Document, Packer, Paragraph } from 'docx';
export async function documentDocx(text: string, meta: { title: string; date: Date }): Promise<Blob> {
  const doc = new Document({ title: meta.title, sections: [{ children: text.split('\n').filter((l) => l.trim()).map((l) => new Paragraph(l.trim().replace(/^- /, ''))) }] });
  return Packer.toBlob(doc);
}
