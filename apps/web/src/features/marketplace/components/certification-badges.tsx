import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Verified certifications as small badges ("MT-MGA", "GLI-19"). */
export function CertificationBadges({ labels, max = 4 }: { labels: string[]; max?: number }) {
  if (labels.length === 0) return null;
  const shown = labels.slice(0, max);
  return (
    <span className="inline-flex flex-wrap gap-1" aria-label="Verified certifications">
      {shown.map((label) => (
        <Badge key={label} variant="success" className="text-[11px]">
          <ShieldCheck aria-hidden="true" /> {label}
        </Badge>
      ))}
      {labels.length > shown.length ? <Badge variant="outline" className="text-[11px]">+{labels.length - shown.length}</Badge> : null}
    </span>
  );
}
