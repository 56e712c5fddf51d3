import type { ErasurePreview as Preview } from '@techgold/contracts/admin/rights-requests';
import { useErasurePreview } from '~/api/admin/rights-requests';
import { errorText } from '~/lib/error-text';
import { ConfirmBox } from '~/components/confirm-box';
import { When } from '../components/page-parts';

const provedByLabel: Record<Preview['addresses'][number]['proved_by'], string> = {
  sign_in_email: 'their sign-in email',
  contact_email: 'their contact email',
};

const unprovedLabel: Record<Preview['unproved'][number]['role'], string> = {
  sign_in_email: 'sign-in email, never confirmed',
  contact_email: 'contact email, never confirmed',
  pending_contact_email: 'new contact email, waiting for confirmation',
};

const recordLabel: Record<Preview['records'][number]['type'], string> = {
  enquiry: 'Enquiry',
  subscriber: 'Newsletter subscription',
  newsletter_copy: 'Newsletter sent',
  mail: 'Captured email',
  outbox_mail: 'Email in the outbox',
  rights_request: 'Rights request',
};

/**
 * Before the final step of an erasure (decision 0074): exactly which records kept by address go,
 * and which of the member's proved addresses matched each, so a wrong match is seen first. The
 * erasure is then sent with those addresses and refused if they changed in between.
 */
export function ErasurePreview({
  requestId,
  memberName,
  onConfirm,
  onCancel,
}: {
  requestId: number;
  memberName: string;
  onConfirm: (provedAddresses: string[]) => void;
  onCancel: () => void;
}) {
  const { data, error, isPending } = useErasurePreview(requestId);
  if (isPending) return <p className="text-slate-700">Finding what will be removed…</p>;
  if (error || !data) {
    return (
      <p role="alert" className="text-red-800">
        {errorText(error)}
      </p>
    );
  }
  const held = data.account.filter((a) => a.count > 0);
  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold text-navy-950">Addresses it matches on</h3>
        <p className="text-sm text-slate-700">
          Enquiries, the newsletter and emails are kept by address. Only addresses the member proved
          they own (by opening a link we sent to it) are used.
        </p>
        {data.addresses.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {data.addresses.map((a) => (
              <li key={a.address} className="break-words">
                <strong className="font-semibold">{a.address}</strong>: {provedByLabel[a.proved_by]}
                , confirmed <When iso={a.proved_at} dateOnly />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">None: no record is matched by address.</p>
        )}
        {data.unproved.length ? (
          <>
            <p className="mt-3 text-sm text-slate-700">Not used, because never proved:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {data.unproved.map((a) => (
                <li key={`${a.role}:${a.address}`} className="break-words">
                  {a.address} ({unprovedLabel[a.role]})
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div>
        <h3 className="font-semibold text-navy-950">
          Records matched by address ({data.records.length})
        </h3>
        {data.records.length ? (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Each record the erasure removes or anonymises, and the address that matched it
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    Record
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Matched by
                  </th>
                  <th scope="col" className="py-2">
                    What happens
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.records.map((r) => (
                  <tr
                    key={`${r.type}:${r.id ?? r.summary}`}
                    className="border-b border-slate-200 align-top"
                  >
                    <td className="py-2 pr-3">
                      <span className="font-semibold">{recordLabel[r.type]}</span>
                      {r.id !== null ? ` #${r.id}` : ''}: {r.summary}
                    </td>
                    <td className="py-2 pr-3 break-words">
                      {r.matched_address} ({provedByLabel[r.proved_by]})
                    </td>
                    <td className="py-2">{r.action === 'remove' ? 'Removed' : 'Anonymised'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2">None.</p>
        )}
      </div>
      {held.length ? (
        <div>
          <h3 className="font-semibold text-navy-950">With the account itself</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {held.map((a) => (
              <li key={a.label}>
                {a.label}: {a.count}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConfirmBox
        question={`Erase ${memberName}’s account now? The records above are removed at once and cannot be brought back.`}
        confirmLabel="Yes, erase the account"
        onConfirm={() => onConfirm(data.addresses.map((a) => a.address))}
        onCancel={onCancel}
      />
    </div>
  );
}
