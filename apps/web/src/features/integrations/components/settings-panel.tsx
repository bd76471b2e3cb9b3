import { useState, type FormEvent } from 'react';
import { AlertTriangle, Send } from 'lucide-react';
import { IntegrationFailure, type IntegrationSettings, type TestEventResult } from '@paytable/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataError } from '@/components/error-screen';
import { InputField } from '@/components/form-field';
import { ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useIntegrationSettings, useIssueApiKey, useRegenerateSecret, useSendTestEvent, useSetEndpointUrl } from '../api/integrations';
import { formatDateTime } from '../lib/format';
import { notifySuccess } from '../lib/notify-error';
import { ShownOnce } from './shown-once';

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 rounded-lg border bg-card p-4" aria-label={title}>
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

function SecretSection({ companyId, settings }: { companyId: number; settings: IntegrationSettings }) {
  const rotate = useRegenerateSecret(companyId);
  const [shown, setShown] = useState<{ secret: string; previousUntil: string | null } | null>(null);
  return (
    <Section title="Signing secret" description="Deliveries to your endpoint are signed with it (Standard Webhooks, HMAC-SHA256).">
      <p className="text-sm">
        {settings.hmacSecret ? (
          <>
            <code className="font-mono">{settings.hmacSecret}</code> · created {formatDateTime(settings.hmacSecretCreatedAt)}
            {settings.previousSecretValidUntil ? <> · the previous secret still signs until {formatDateTime(settings.previousSecretValidUntil)}</> : null}
          </>
        ) : (
          'No secret yet.'
        )}
      </p>
      {shown ? (
        <ShownOnce
          label="New signing secret"
          value={shown.secret}
          note={shown.previousUntil ? `Deliveries carry both signatures until ${formatDateTime(shown.previousUntil)}.` : undefined}
          onDone={() => setShown(null)}
        />
      ) : null}
      <div>
        <Button
          variant={settings.hmacSecret ? 'outline' : 'default'}
          disabled={rotate.isPending}
          onClick={() =>
            rotate.mutate(undefined, {
              onSuccess: (data) => setShown({ secret: data.newHmacSecret, previousUntil: data.previousSecretValidUntil }),
              onError: notifyErrorOf(IntegrationFailure.regenerateSecret),
            })
          }
        >
          {settings.hmacSecret ? 'Rotate secret' : 'Create secret'}
        </Button>
      </div>
    </Section>
  );
}

function ApiKeySection({ companyId, settings }: { companyId: number; settings: IntegrationSettings }) {
  const issue = useIssueApiKey(companyId);
  const [shown, setShown] = useState<{ key: string; previousUntil: string | null } | null>(null);
  const mode = settings.apiKey ? 'regenerate' : 'generate';
  const run = () =>
    issue.mutate(mode, {
      onSuccess: (data) => setShown({ key: data.apiKey, previousUntil: data.previousKeyValidUntil }),
      onError: notifyErrorOf(mode === 'generate' ? IntegrationFailure.generateKey : IntegrationFailure.regenerateKey),
    });
  return (
    <Section title="API key" description="Your systems send events with it in the x-api-key header. It is stored hashed: only its prefix is shown later.">
      <p className="text-sm">
        {settings.apiKey ? (
          <>
            <code className="font-mono">{settings.apiKey}</code> · created {formatDateTime(settings.apiKeyCreatedAt)}
            {settings.previousApiKey && settings.previousApiKeyValidUntil ? (
              <>
                {' '}
                · the previous key <code className="font-mono">{settings.previousApiKey}</code> still works until {formatDateTime(settings.previousApiKeyValidUntil)}
              </>
            ) : null}
          </>
        ) : (
          'No API key yet.'
        )}
      </p>
      {shown ? (
        <ShownOnce
          label="New API key"
          value={shown.key}
          note={shown.previousUntil ? `The previous key still works until ${formatDateTime(shown.previousUntil)}.` : undefined}
          onDone={() => setShown(null)}
        />
      ) : null}
      <div>
        {settings.apiKey ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={issue.isPending}>
                Regenerate key
              </Button>
            }
            title="Regenerate the API key?"
            description="You get a new key, shown once. The current key keeps working for 24 hours, then it is refused: update your systems before then."
            confirmLabel="Regenerate key"
            onConfirm={run}
          />
        ) : (
          <Button disabled={issue.isPending} onClick={run}>
            Generate key
          </Button>
        )}
      </div>
    </Section>
  );
}

function UrlForm({ companyId, which, current }: { companyId: number; which: 'recipient' | 'test'; current: string | null }) {
  const save = useSetEndpointUrl(companyId);
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    save.mutate(
      { which, url: value.trim() === '' ? null : value.trim() },
      {
        onSuccess: () => notifySuccess(which === 'recipient' ? 'Recipient endpoint saved' : 'Test endpoint saved'),
        onError: (failure) => {
          notifyErrorOf(which === 'recipient' ? IntegrationFailure.updateRecipient : IntegrationFailure.fetchSettings)(failure);
          setError('Check the URL: https, reachable from the internet.');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <InputField
          label={which === 'recipient' ? 'Recipient endpoint URL' : 'Test endpoint URL'}
          type="url"
          inputMode="url"
          placeholder="https://hooks.example.com/paytable"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}

function TestEvent({ companyId, settings }: { companyId: number; settings: IntegrationSettings }) {
  const send = useSendTestEvent(companyId);
  const [result, setResult] = useState<TestEventResult | null>(null);
  return (
    <div className="grid gap-2">
      <div>
        <Button
          disabled={send.isPending || !settings.testEndpointUrl || !settings.hmacSecret}
          onClick={() => send.mutate(undefined, { onSuccess: setResult, onError: notifyErrorOf('Failed to send the test event') })}
        >
          <Send aria-hidden="true" /> Send test event
        </Button>
        {!settings.testEndpointUrl || !settings.hmacSecret ? <p className="mt-1 text-xs text-muted-foreground">Set a test endpoint URL and a signing secret first.</p> : null}
      </div>
      {result ? (
        <div role="status" className={`rounded-md border p-3 text-sm ${result.success ? 'border-emerald-500/50' : 'border-destructive/60'}`} data-testid="test-event-result">
          <p className="font-medium">{result.success ? `Delivered: HTTP ${result.responseStatus} in ${result.durationMs} ms` : `Not delivered: ${result.error ?? `HTTP ${result.responseStatus}`}`}</p>
          <p className="text-xs text-muted-foreground">
            {result.deliveryId} → {result.url}
          </p>
          {result.responseExcerpt ? <pre tabIndex={0} className="mt-2 max-h-32 overflow-auto rounded bg-muted p-2 text-xs">{result.responseExcerpt}</pre> : null}
        </div>
      ) : null}
    </div>
  );
}

/** The company's settings: secret, API key, URLs and a test event. */
export function SettingsPanel({ companyId }: { companyId: number }) {
  const settings = useIntegrationSettings(companyId);
  if (settings.isPending) return <ListSkeleton rows={3} label="Loading integration settings" />;
  if (settings.isError) return <DataError context="integration settings" onRetry={() => void settings.refetch()} />;
  const data = settings.data;
  return (
    <div className="grid gap-4">
      {data.endpointDisabledAt ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/60 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>
            Your endpoint was disabled on {formatDateTime(data.endpointDisabledAt)}. {data.endpointDisabledReason} Save the recipient URL again to re-enable it, then recover the failed deliveries below.
          </span>
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <SecretSection companyId={companyId} settings={data} />
        <ApiKeySection companyId={companyId} settings={data} />
      </div>
      <Section title="Endpoints" description="Live deliveries go to the recipient URL; test events to the test URL. Both must be https on a public address.">
        <UrlForm key={`r-${data.recipientEndpointUrl}`} companyId={companyId} which="recipient" current={data.recipientEndpointUrl} />
        <UrlForm key={`t-${data.testEndpointUrl}`} companyId={companyId} which="test" current={data.testEndpointUrl} />
        <TestEvent companyId={companyId} settings={data} />
      </Section>
    </div>
  );
}
