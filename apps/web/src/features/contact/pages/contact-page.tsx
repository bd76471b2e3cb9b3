import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Mail } from 'lucide-react';
import {
  CONTACT_LIMITS,
  ContactMessage,
  contactRequestSchema,
  contactTopicLabels,
  contactTopics,
  type ContactRequest,
  type ContactRequestInput,
} from '@paytable/contracts';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { cn } from '@/lib/utils';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContentPage } from '@/components/content-page';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { contactChannels, contactPage } from '../content/contact';

const fieldClass =
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30';

function ContactForm({ onSent }: { onSent: (message: string) => void }) {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: '', email: '', company: '', topic: undefined, message: '' },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ message }) => {
        const text = message ?? ContactMessage.sent;
        notify({ variant: 'success', title: 'Message sent', description: text });
        onSent(text);
      },
      onError: (error) => {
        placeServerFieldErrors(error, setError, Object.keys(contactRequestSchema.shape));
        notifyApiError(error);
      },
    }),
  );

  const describedBy = (name: keyof ContactRequestInput) => (errors[name] ? `${name}-error` : undefined);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h2 id="contact-form-title" className="text-xl font-semibold tracking-tight">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Fields marked * are required.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="name">Name *</Label>
          <Input id="name" autoComplete="name" aria-invalid={Boolean(errors.name)} aria-describedby={describedBy('name')} {...register('name')} />
          <FieldError id="name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="email">Work e-mail *</Label>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          <FieldError id="email-error" message={errors.email?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="company">Company</Label>
          <Input
            id="company"
            autoComplete="organization"
            aria-invalid={Boolean(errors.company)}
            aria-describedby={describedBy('company')}
            {...register('company')}
          />
          <FieldError id="company-error" message={errors.company?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="topic">Topic *</Label>
          <select
            id="topic"
            className={cn(fieldClass, 'h-9 py-1')}
            aria-invalid={Boolean(errors.topic)}
            aria-describedby={describedBy('topic')}
            defaultValue=""
            {...register('topic')}
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {contactTopicLabels[topic]}
              </option>
            ))}
          </select>
          <FieldError id="topic-error" message={errors.topic?.message} />
        </div>
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor="message">Message *</Label>
          <textarea
            id="message"
            rows={6}
            maxLength={CONTACT_LIMITS.messageMax}
            className={cn(fieldClass, 'min-h-32 resize-y')}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={errors.message ? 'message-error' : 'message-hint'}
            {...register('message')}
          />
          <p id="message-hint" className="text-xs text-muted-foreground">
            At least {CONTACT_LIMITS.messageMin} characters. Tell us which markets and services you are interested in.
          </p>
          <FieldError id="message-error" message={errors.message?.message} />
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">We use your details only to answer you. See our privacy policy.</p>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          Send message
        </Button>
      </div>
    </form>
  );
}

function Sent({ text, onAgain }: { text: string; onAgain: () => void }) {
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-2xl border border-success/40 bg-success/10 p-6 sm:p-8">
      <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
      <h2 className="text-xl font-semibold tracking-tight">Message sent</h2>
      <p className="text-muted-foreground">{text}</p>
      <Button variant="outline" onClick={onAgain}>
        Send another message
      </Button>
    </div>
  );
}

const channels = (
  <div className="space-y-4">
    {contactChannels.map((channel) => (
      <div key={channel.title} className="rounded-xl border bg-card p-5">
        <h2 className="font-semibold">{channel.title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{channel.text}</p>
        <a href={`mailto:${channel.email}`} className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
          {channel.email}
        </a>
      </div>
    ))}
  </div>
);

export default function ContactPage() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <ContentPage page={contactPage} aside={channels} wide>
      {sent ? <Sent text={sent} onAgain={() => setSent(null)} /> : <ContactForm onSent={setSent} />}
    </ContentPage>
  );
}
