import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { gameFormSchema, volatilities, volatilityLabels, type Game, type GameFormValues, type UpdateGameRequest } from '@paytable/contracts';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useActiveGameTypes, useJurisdictions } from '@/lib/catalog/pick-lists';
import { selectClassName } from '@/components/filter-select';
import { ListInput } from '@/components/list-input';

const emptyGame: GameFormValues = {
  name: '',
  description: '',
  gameTypeId: null,
  themes: [],
  rtp: null,
  volatility: null,
  maxWin: null,
  paylines: null,
  mechanics: [],
  releaseDate: null,
  jurisdictionIds: [],
  languages: [],
  currencies: [],
  demoUrl: '',
};

const toFormValues = (game: Game): GameFormValues => ({
  name: game.name,
  description: game.description ?? '',
  gameTypeId: game.gameType?.id ?? null,
  themes: game.themes,
  rtp: game.rtp,
  volatility: game.volatility,
  maxWin: game.maxWin,
  paylines: game.paylines,
  mechanics: game.mechanics,
  releaseDate: game.releaseDate,
  jurisdictionIds: game.jurisdictions.map((place) => place.id),
  languages: game.languages,
  currencies: game.currencies,
  demoUrl: game.demoUrl ?? '',
});

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** The game sheet form, validated with the same contract schema the API uses. */
export function GameForm({ game, submitting, onSubmit }: { game?: Game; submitting: boolean; onSubmit: (values: UpdateGameRequest) => void }) {
  const types = useActiveGameTypes();
  const jurisdictions = useJurisdictions();
  const form = useForm<GameFormValues, unknown, UpdateGameRequest>({ resolver: zodResolver(gameFormSchema), defaultValues: game ? toFormValues(game) : emptyGame });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (game) reset(toFormValues(game));
  }, [game, reset]);

  return (
    <form className="grid gap-5" onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(id) => <Input id={id} {...register('name')} />}
        </FormField>
        <FormField label="Game type" error={errors.gameTypeId?.message}>
          {(id) => (
            // Re-mounted once the types arrive, so the registered value selects its option.
            <select key={types.data ? 'types' : 'loading'} id={id} className={selectClassName} {...register('gameTypeId', { setValueAs: numberOrNull })}>
              <option value="">Not set</option>
              {types.data?.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        {(id) => <Textarea id={id} rows={4} {...register('description')} />}
      </FormField>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <FormField label="RTP (%)" error={errors.rtp?.message}>
          {(id) => <Input id={id} inputMode="decimal" placeholder="96.50" {...register('rtp', { setValueAs: numberOrNull })} />}
        </FormField>
        <FormField label="Volatility" error={errors.volatility?.message}>
          {(id) => (
            <select id={id} className={selectClassName} {...register('volatility', { setValueAs: (value: string) => (value === '' ? null : value) })}>
              <option value="">Not set</option>
              {volatilities.map((volatility) => (
                <option key={volatility} value={volatility}>
                  {volatilityLabels[volatility]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Max win (× stake)" error={errors.maxWin?.message}>
          {(id) => <Input id={id} inputMode="numeric" placeholder="5000" {...register('maxWin', { setValueAs: numberOrNull })} />}
        </FormField>
        <FormField label="Paylines" error={errors.paylines?.message}>
          {(id) => <Input id={id} inputMode="numeric" placeholder="20" {...register('paylines', { setValueAs: numberOrNull })} />}
        </FormField>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Themes" hint="Separate with commas, e.g. Ancient Egypt, Adventure" error={errors.themes?.message ?? errors.themes?.[0]?.message}>
          {(id) => <Controller control={control} name="themes" render={({ field }) => <ListInput id={id} value={field.value ?? []} onChange={field.onChange} />} />}
        </FormField>
        <FormField label="Mechanics" hint="e.g. Free Spins, Bonus Buy, Megaways" error={errors.mechanics?.message ?? errors.mechanics?.[0]?.message}>
          {(id) => <Controller control={control} name="mechanics" render={({ field }) => <ListInput id={id} value={field.value ?? []} onChange={field.onChange} />} />}
        </FormField>
        <FormField label="Languages" hint="Two-letter codes, e.g. en, de, es" error={errors.languages?.message ?? errors.languages?.[0]?.message}>
          {(id) => <Controller control={control} name="languages" render={({ field }) => <ListInput id={id} value={field.value ?? []} onChange={field.onChange} />} />}
        </FormField>
        <FormField label="Currencies" hint="Codes, e.g. EUR, USD, BTC" error={errors.currencies?.message ?? errors.currencies?.[0]?.message}>
          {(id) => <Controller control={control} name="currencies" render={({ field }) => <ListInput id={id} value={field.value ?? []} onChange={field.onChange} />} />}
        </FormField>
        <FormField label="Release date" error={errors.releaseDate?.message}>
          {(id) => <Input id={id} type="date" {...register('releaseDate', { setValueAs: (value: string) => (value === '' ? null : value) })} />}
        </FormField>
        <FormField label="Demo link" error={errors.demoUrl?.message}>
          {(id) => <Input id={id} type="url" placeholder="https://" {...register('demoUrl')} />}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Certified jurisdictions</legend>
        <Controller
          control={control}
          name="jurisdictionIds"
          render={({ field }) => (
            <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
              {jurisdictions.data?.map((place) => {
                const checked = (field.value ?? []).includes(place.id);
                return (
                  <label key={place.id} className="flex items-center gap-2 rounded-md border px-2 py-1.5 text-sm">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => field.onChange(checked ? (field.value ?? []).filter((each) => each !== place.id) : [...(field.value ?? []), place.id])}
                    />
                    {place.name}
                  </label>
                );
              })}
            </div>
          )}
        />
      </fieldset>
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : game ? 'Save changes' : 'Add game'}
        </Button>
      </div>
    </form>
  );
}
