import { Link } from 'react-router';
import { Check, Minus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ContentPage } from '@/components/content-page';
import { comparison, plans, pricingFaq, pricingPage, type Plan } from '../content/pricing';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const price = (plan: Plan) => (plan.monthlyPriceCents === 0 ? 'Free' : eur.format(plan.monthlyPriceCents / 100));

function Cell({ value }: { value: string | boolean }) {
  if (value === true)
    return (
      <>
        <Check className="mx-auto size-4 text-success" aria-hidden="true" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="mx-auto size-4 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <>{value}</>;
}

export default function PricingPage() {
  return (
    <ContentPage page={pricingPage} wide>
      <section aria-labelledby="plans-title">
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs',
                plan.featured && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
              )}
            >
              {plan.featured ? (
                <p className="absolute -top-3 left-6 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">Most popular</p>
              ) : null}
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
              <p className="mt-5 flex items-baseline gap-1">
                <span className="text-4xl font-semibold tracking-tight">{price(plan)}</span>
                {plan.monthlyPriceCents > 0 ? <span className="text-sm text-muted-foreground">per month</span> : null}
              </p>
              <ul className="mt-6 flex-1 space-y-2.5 text-sm">
                {plan.highlights.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <Button className="mt-8 w-full" variant={plan.featured ? 'default' : 'outline'} asChild>
                <Link to={plan.cta.to}>{plan.cta.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">Prices per company, billed monthly, excluding VAT.</p>
      </section>

      <section aria-labelledby="compare-title">
        <h2 id="compare-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Compare plans
        </h2>
        <div role="region" aria-labelledby="compare-title" tabIndex={0} className="relative mt-4 overflow-x-auto rounded-xl border">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">What each plan includes</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="px-4 py-3 text-left font-medium">
                  Feature
                </th>
                {plans.map((plan) => (
                  <th key={plan.id} scope="col" className="px-4 py-3 text-center font-medium">
                    {plan.name}
                    <span className="block text-xs font-normal text-muted-foreground">{price(plan)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {comparison.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 text-left font-normal text-muted-foreground">
                    {row.feature}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={index} className="px-4 py-3 text-center">
                      <Cell value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Questions about pricing
        </h2>
        <dl className="mt-4 divide-y rounded-xl border">
          {pricingFaq.map((entry) => (
            <div key={entry.question} className="p-5">
              <dt className="font-medium">{entry.question}</dt>
              <dd className="mt-1.5 text-sm leading-6 text-muted-foreground">{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </ContentPage>
  );
}
