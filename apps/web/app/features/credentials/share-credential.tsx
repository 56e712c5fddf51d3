import {
  CREDENTIAL_ISSUER,
  credentialLabel,
  type Credential,
} from '@techgold/contracts/credentials';
import { useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useCredentialPrivacy } from '~/api/credential-privacy';
import { paths } from '~/lib/paths';

/** LinkedIn's "Add to profile" form for a certification, filled in. */
export function linkedInAddToProfileUrl(credential: Credential, verifyUrl: string): string {
  const issued = new Date(credential.issued_at);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: credentialLabel(credential.group.name),
    organizationName: CREDENTIAL_ISSUER,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: credential.public_id,
  });
  if (credential.expires_at) {
    const expires = new Date(credential.expires_at);
    params.set('expirationYear', String(expires.getUTCFullYear()));
    params.set('expirationMonth', String(expires.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${params}`;
}

const linkClass = 'font-semibold text-navy-700 underline underline-offset-4';

/**
 * The share kit under a badge: the public page's switch, and while it is public, its link
 * to copy, to open, and to add to a LinkedIn profile.
 */
export function ShareCredential({ credential }: { credential: Credential }) {
  const base = (useRouteLoaderData('root') as { publicBaseUrl?: string } | undefined)
    ?.publicBaseUrl;
  const verifyPath = paths.credential(credential.public_id);
  const verifyUrl = `${base ?? ''}${verifyPath}`;
  const privacy = useCredentialPrivacy(credential.id);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const switchId = useId();
  const label = credentialLabel(credential.group.name);
  // What the member asked for shows at once, held in React state set inside the change event:
  // the mutation's own pending state reaches React a tick later, and in that tick React puts
  // a controlled checkbox back as it was. The request stands until the saved credential
  // arrives (its `private` no longer the one it was asked against: then it is forgotten, so a
  // later change from elsewhere shows as it is) or is refused (cleared; the alert says so).
  const [request, setRequest] = useState<{ value: boolean; from: boolean } | null>(null);
  if (request && credential.private !== request.from) setRequest(null);
  const isPrivate =
    request && credential.private === request.from ? request.value : credential.private;

  async function copy() {
    try {
      await navigator.clipboard.writeText(new URL(verifyPath, window.location.origin).href);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <details className="mt-1 text-left text-sm">
      <summary className="min-h-11 cursor-pointer rounded-lg px-3 py-2.5 text-center font-semibold text-navy-900 hover:bg-navy-50">
        Share<span className="sr-only"> {label}</span>
        {isPrivate ? <span className="font-normal text-slate-700"> (private)</span> : null}
      </summary>
      <div className="space-y-3 px-1 pt-2 pb-1">
        <div className="flex items-start gap-2">
          <input
            id={switchId}
            type="checkbox"
            checked={!isPrivate}
            aria-busy={privacy.isPending}
            onChange={(e) => {
              if (privacy.isPending) return;
              const makePrivate = !e.target.checked;
              setRequest({ value: makePrivate, from: credential.private });
              privacy.mutate(makePrivate, { onError: () => setRequest(null) });
            }}
            className="mt-0.5 size-5 shrink-0 accent-navy-900"
          />
          <label htmlFor={switchId} className="text-slate-800">
            Anyone with the link can see it
          </label>
        </div>
        {privacy.isError ? (
          <p role="alert" className="text-red-800">
            That did not work. Please try again.
          </p>
        ) : null}
        {isPrivate ? (
          <p className="text-slate-700">Only you can see this credential.</p>
        ) : (
          <ul className="space-y-2">
            <li>
              <button
                type="button"
                onClick={() => void copy()}
                className={`${linkClass} min-h-6 text-left`}
              >
                Copy link
              </button>
              <span role="status" className="ml-2 text-green-800">
                {copied === 'yes' ? 'Link copied' : ''}
              </span>
              {copied === 'failed' ? (
                <span className="mt-1 block break-all text-slate-800">{verifyUrl}</span>
              ) : null}
            </li>
            <li>
              <a href={verifyPath} target="_blank" rel="noopener" className={linkClass}>
                View public page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a
                href={linkedInAddToProfileUrl(credential, verifyUrl)}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                Add to LinkedIn profile<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        )}
      </div>
    </details>
  );
}
