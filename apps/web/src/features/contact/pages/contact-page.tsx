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
import { InputField, SelectField, TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContentPage } from '@/components/content-page';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { contactChannels, contactPage } from '../content/contact';

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

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h2 id="contact-form-title" className="text-xl font-semibold tracking-tight">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Fields marked * are required.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <InputField id="name" label="Name *" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <InputField id="email" label="Work e-mail *" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <InputField id="company" label="Company" autoComplete="organization" error={errors.company?.message} {...register('company')} />
        <SelectField id="topic" label="Topic *" defaultValue="" error={errors.topic?.message} {...register('topic')}>
          <option value="" disabled>
            Choose a topic
          </option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {contactTopicLabels[topic]}
            </option>
          ))}
        </SelectField>
        <TextareaField
          id="message"
          label="Message *"
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          className="min-h-32 resize-y"
          fieldClassName="sm:col-span-2"
          hint={`At least ${CONTACT_LIMITS.messageMin} characters. Tell us which markets and services you are interested in.`}
          error={errors.message?.message}
          {...register('message')}
        />
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
