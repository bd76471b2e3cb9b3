import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { applyRequestSchema, JOB_LIMITS, JobFailure, JobMessage, type ApplyRequest } from '@paytable/contracts';
import { TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useApply } from '../api/applications';

/** Apply: a cover letter, the profile as CV, and an optional PDF (checked here, and again by the server). */
export function ApplyForm({ jobId, onApplied }: { jobId: number; onApplied: () => void }) {
  const apply = useApply();
  const [cv, setCv] = useState<File | undefined>();
  const [cvError, setCvError] = useState<string | undefined>();
  const { register, handleSubmit, formState } = useForm<ApplyRequest>({ resolver: zodResolver(applyRequestSchema), defaultValues: { coverLetter: '' } });

  function pickCv(file: File | undefined) {
    setCvError(undefined);
    if (file && file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return setCvError(JobMessage.notPdf);
    if (file && file.size > JOB_LIMITS.cvMaxBytes) return setCvError(JobMessage.cvTooLarge);
    setCv(file);
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label="Apply for this job"
      onSubmit={handleSubmit((input) =>
        apply.mutate(
          { jobId, coverLetter: input.coverLetter, cv },
          { onSuccess: () => (notify({ variant: 'success', description: JobMessage.applied }), onApplied()), onError: notifyErrorOf(JobFailure.apply) },
        ),
      )}
    >
      <TextareaField label="Cover letter" error={formState.errors.coverLetter?.message} rows={6} placeholder="Why this role, and what you bring to it." {...register('coverLetter')} />
      <div className="grid gap-2">
        <label htmlFor="apply-cv" className="text-sm font-medium">
          CV (PDF, up to 5 MB) <span className="font-normal text-muted-foreground">(optional)</span>
        </label>
        <input
          id="apply-cv"
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby="apply-cv-hint"
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          onChange={(event) => pickCv(event.target.files?.[0])}
        />
        <p id="apply-cv-hint" className="flex items-center gap-1 text-xs text-muted-foreground">
          <FileText className="size-3.5" aria-hidden="true" /> Your <Link to="/dashboard/my-profile" className="underline">profile</Link> is shared with the company as your CV.
        </p>
        {cvError ? <p className="text-sm text-destructive">{cvError}</p> : null}
      </div>
      <Button type="submit" disabled={apply.isPending || cvError !== undefined} className="justify-self-start">
        {apply.isPending ? 'Sending…' : 'Send application'}
      </Button>
    </form>
  );
}
