import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { FEEDBACK_LIMITS, FeedbackMessage, qaTaskInputSchema, type QaCategory, type QaTaskDetail } from '@paytable/contracts';
import { InputField, SelectField, TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useSaveTask } from '../api/qa';
import { fieldErrors } from '../lib/field-errors';
import { notifySaved } from '../lib/format';

type Step = { key: number; instruction: string; expectedResult: string };
let nextKey = 0;
const newStep = (instruction = '', expectedResult = ''): Step => ({ key: (nextKey += 1), instruction, expectedResult });

/** A task with its ordered steps; steps are added, removed and moved up or down before saving. */
export function QaTaskForm({ task, categories, onDone }: { task?: QaTaskDetail; categories: QaCategory[]; onDone: () => void }) {
  const [categoryId, setCategoryId] = useState(String(task?.category.id ?? categories[0]?.id ?? ''));
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [steps, setSteps] = useState<Step[]>(() => (task ? task.steps.map((step) => newStep(step.instruction, step.expectedResult)) : [newStep()]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTask();

  const setStep = (key: number, change: Partial<Step>) => setSteps((list) => list.map((step) => (step.key === key ? { ...step, ...change } : step)));
  const move = (index: number, by: number) =>
    setSteps((list) => {
      const next = [...list];
      const [step] = next.splice(index, 1);
      if (step) next.splice(index + by, 0, step);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { categoryId: Number(categoryId), title, description, steps: steps.map(({ instruction, expectedResult }) => ({ instruction, expectedResult })) };
    const checked = fieldErrors(qaTaskInputSchema, input);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(
      { ...input, id: task?.id },
      {
        onSuccess: () => {
          notifySaved(task ? FeedbackMessage.taskUpdated : FeedbackMessage.taskCreated);
          onDone();
        },
        onError: notifyErrorOf(FeedbackMessage.saveFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-4" aria-label={task ? `Edit ${task.title}` : 'New task'} noValidate>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <SelectField label="Category" value={categoryId} onChange={(event) => setCategoryId(event.target.value)} error={errors.categoryId}>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <InputField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} maxLength={FEEDBACK_LIMITS.titleMax} required />
      </div>
      <TextareaField label="Description" optional value={description} onChange={(event) => setDescription(event.target.value)} rows={2} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Steps, in order</legend>
        {errors.steps ? <p className="text-sm text-destructive">{errors.steps}</p> : null}
        <ol className="grid gap-3">
          {steps.map((step, index) => (
            <li key={step.key} className="grid gap-2 rounded-md border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium">Step {index + 1}</span>
                <div className="flex gap-1">
                  <Button type="button" variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move step ${index + 1} up`}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="sm" disabled={index === steps.length - 1} onClick={() => move(index, 1)} aria-label={`Move step ${index + 1} down`}>
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="sm" disabled={steps.length === 1} onClick={() => setSteps((list) => list.filter((s) => s.key !== step.key))} aria-label={`Remove step ${index + 1}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                <TextareaField label="Do" value={step.instruction} onChange={(event) => setStep(step.key, { instruction: event.target.value })} rows={2} maxLength={FEEDBACK_LIMITS.stepTextMax} />
                <TextareaField label="Expected result" value={step.expectedResult} onChange={(event) => setStep(step.key, { expectedResult: event.target.value })} rows={2} maxLength={FEEDBACK_LIMITS.stepTextMax} />
              </div>
            </li>
          ))}
        </ol>
        <Button type="button" variant="outline" size="sm" className="w-fit" disabled={steps.length >= FEEDBACK_LIMITS.stepsMax} onClick={() => setSteps((list) => [...list, newStep()])}>
          <Plus aria-hidden="true" /> Add a step
        </Button>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save task'}
        </Button>
      </div>
    </form>
  );
}
