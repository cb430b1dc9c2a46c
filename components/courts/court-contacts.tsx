import { MONEY_CLAIMS_HELPLINE } from '@/content/courts/contacts';
import { courtPageText as text } from '@/content/courts/court-page';
import type { CourtContacts } from '@/content/courts/hearing-centre-contacts';
import { nonBreaking, textLink } from '@/lib/utils';

const link = `${textLink} [overflow-wrap:anywhere]`;
const telHref = (number: string) => `tel:${number.replace(/\s/g, '')}`;

function List({ title, items }: { title: string; items: readonly { key: string; label?: string; value: React.ReactNode; note?: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-lg font-bold">{title}</h3>
      <ul className="mt-2 grid gap-1">
        {items.map((item) => (
          <li key={item.key}>
            {item.label ? <>{item.label}: </> : null}
            {item.value}
            {item.note ? <> ({item.note})</> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Issue 40: a court's phone lines, emails and opening times as HMCTS's March 2021 data gives them, each line under
 * what it is for and with the data's note on it (issue 54: "Possession cases: … (from 9am to 5pm)"), always under the
 * mark that dates them and sends the visitor to Find a Court or Tribunal first; or why none are shown. A number the
 * page already gives (a featured court's, `shownPhone`) is not listed again.
 */
export function CourtContactDetails({ contacts, shownPhone }: { contacts: CourtContacts | null; shownPhone?: string }) {
  const empty = contacts !== null && contacts.phones.length + contacts.emails.length + contacts.openingTimes.length === 0;
  return (
    <section aria-labelledby="contact-title">
      <h2 id="contact-title" className="text-2xl font-extrabold">
        {text.contactHeading}
      </h2>
      {contacts === null ? (
        <p className="mt-2">
          {text.nationalContacts} {MONEY_CLAIMS_HELPLINE.name}:{' '}
          <a href={telHref(MONEY_CLAIMS_HELPLINE.display)} className={link}>
            {nonBreaking(MONEY_CLAIMS_HELPLINE.display)}
          </a>
          .
        </p>
      ) : empty ? (
        <p className="mt-2">{text.noContacts}</p>
      ) : (
        <>
          <p className="mt-2 rounded-md border-l-4 border-accent bg-accent-soft p-3 font-semibold" data-contact-data-mark data-pagefind-ignore>
            {text.contactDataMark}
          </p>
          <div className="mt-4 grid gap-4">
            <List
              title={text.phonesHeading}
              items={contacts.phones.filter((phone) => phone.number.replace(/\s/g, '') !== shownPhone?.replace(/\s/g, '')).map((phone) => ({
                key: phone.number,
                label: phone.name,
                note: phone.note,
                value: (
                  <a href={telHref(phone.number)} className={link}>
                    {nonBreaking(phone.number)}
                  </a>
                ),
              }))}
            />
            <List
              title={text.emailsHeading}
              items={contacts.emails.map((email) => ({
                key: email.address,
                label: email.name,
                note: email.note,
                value: (
                  <a href={`mailto:${email.address}`} className={link}>
                    {email.address}
                  </a>
                ),
              }))}
            />
            <List
              title={text.openingHeading}
              items={contacts.openingTimes.map((time, index) => ({ key: `${index}`, label: time.what, value: time.hours }))}
            />
          </div>
        </>
      )}
    </section>
  );
}
