import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listLeadFolders, type StoredLead } from './lead-store';

/** `npm run leads`: what has arrived in the lead inbox, oldest first. */
async function main() {
  const leadsDir = path.resolve(process.env.LEADS_DIR ?? 'leads');
  const folders = await listLeadFolders(leadsDir);
  if (folders.length === 0) {
    console.log(`No requests yet in ${path.relative(process.cwd(), leadsDir) || '.'}/`);
    return;
  }
  for (const folder of folders) {
    const lead = JSON.parse(readFileSync(path.join(leadsDir, folder, 'request.json'), 'utf8')) as StoredLead;
    const { name, email, phone, caseType, claimValue, case_type: premiumCaseType } = lead.request;
    const about =
      lead.kind === 'consultation'
        ? `${caseType}, ${claimValue}, ${lead.documents.length} document(s)`
        : `${lead.kind}${caseType || premiumCaseType ? `, ${caseType || premiumCaseType}` : ''}`;
    console.log(`${lead.receivedAt}  ${name} <${email}>${phone ? ` ${phone}` : ''}  ${about}`);
    console.log(`  ${path.join(path.relative(process.cwd(), leadsDir), folder)}/`);
  }
  console.log(`${folders.length} request(s).`);
}

void main();
