import { useState } from 'react';
import { verificationSnippets } from '../lib/verification-snippets';

/** Signature verification in five languages, one tab each (documentation/integration). */
export function VerificationExamples() {
  const [language, setLanguage] = useState(verificationSnippets[0]!.language);
  const snippet = verificationSnippets.find((each) => each.language === language) ?? verificationSnippets[0]!;
  return (
    <section className="grid gap-3" aria-label="Verification examples">
      <div role="tablist" aria-label="Language" className="flex flex-wrap gap-2">
        {verificationSnippets.map((each) => (
          <button
            key={each.language}
            role="tab"
            type="button"
            aria-selected={each.language === language}
            className={`rounded-md border px-3 py-1 text-sm ${each.language === language ? 'border-primary bg-primary text-primary-foreground' : ''}`}
            onClick={() => setLanguage(each.language)}
          >
            {each.language}
          </button>
        ))}
      </div>
      <pre role="tabpanel" tabIndex={0} aria-label={`${snippet.language} example`} className="overflow-auto rounded-lg bg-muted p-3 text-xs leading-5">
        {snippet.code}
      </pre>
    </section>
  );
}
