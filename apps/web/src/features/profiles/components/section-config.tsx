import type { ReactNode } from 'react';
import { Award, Briefcase, ExternalLink, FolderGit2, GraduationCap, Sparkles } from 'lucide-react';
import {
  employmentTypeLabels,
  employmentTypes,
  skillLevels,
  type Certification,
  type Education,
  type Experience,
  type ProfileSection,
  type ProfileSectionItem,
  type Project,
  type Skill,
} from '@paytable/contracts';
import { displayUrl, formatMonth, formatPeriod } from '../lib/format';

/** One input of a section's inline form. Values are strings in the form; the contract schema converts. */
export type FieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'month' | 'year' | 'select' | 'checkbox';
  optional?: boolean;
  placeholder?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Disabled (and cleared) while this checkbox field is ticked — "I work here now" hides the end month. */
  disabledBy?: string;
};

export type FormValues = Record<string, string | boolean>;

export type SectionView<S extends ProfileSection> = {
  icon: ReactNode;
  description: string;
  empty: string;
  addLabel: string;
  /** Skills read best as chips; the rest as a list of entries. */
  layout: 'list' | 'chips';
  fields: FieldSpec[];
  blank: FormValues;
  /** How an entry is named in button labels ("Edit Head of Payments"). */
  itemLabel: (item: ProfileSectionItem<S>) => string;
  Item: (props: { item: ProfileSectionItem<S> }) => ReactNode;
};

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for an existing entry: null becomes '' so inputs stay controlled. */
export function toFormValues(view: SectionView<ProfileSection>, item: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of view.fields) {
    const value = item[field.name];
    values[field.name] = field.kind === 'checkbox' ? value === true : text(value as string | number | null | undefined);
  }
  return values;
}

function ExternalLinkText({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
      {children}
      <ExternalLink className="size-3" aria-hidden="true" />
    </a>
  );
}

function Entry({ title, subtitle, meta, children }: { title: ReactNode; subtitle?: ReactNode; meta?: ReactNode; children?: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="font-medium leading-snug">{title}</p>
      {subtitle ? <p className="text-sm text-foreground/80">{subtitle}</p> : null}
      {meta ? <p className="text-sm text-muted-foreground">{meta}</p> : null}
      {children}
    </div>
  );
}

function Description({ value }: { value: string | null }) {
  if (!value) return null;
  return <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-foreground/90">{value}</p>;
}

const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

const skillLevelLabels: Record<(typeof skillLevels)[number], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

const experienceView: SectionView<'experience'> = {
  icon: <Briefcase className="size-4" aria-hidden="true" />,
  description: 'Roles you have held, most recent first.',
  empty: 'No positions yet. Add your current role so partners know where you work.',
  addLabel: 'Add position',
  layout: 'list',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', placeholder: 'Head of Payments' },
    { name: 'companyName', label: 'Company', kind: 'text', placeholder: 'Aurora Casino Group' },
    {
      name: 'employmentType',
      label: 'Employment type',
      kind: 'select',
      optional: true,
      options: employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] })),
      placeholder: 'Choose…',
    },
    { name: 'location', label: 'Location', kind: 'text', optional: true, placeholder: 'Malta' },
    { name: 'startDate', label: 'Start month', kind: 'month' },
    { name: 'endDate', label: 'End month', kind: 'month', optional: true, disabledBy: 'isCurrent' },
    { name: 'isCurrent', label: 'I currently work here', kind: 'checkbox', wide: true },
    { name: 'description', label: 'Description', kind: 'textarea', optional: true, wide: true },
  ],
  itemLabel: (item) => item.title,
  blank: { title: '', companyName: '', employmentType: '', location: '', startDate: '', endDate: '', isCurrent: false, description: '' },
  Item: ({ item }: { item: Experience }) => (
    <Entry
      title={item.title}
      subtitle={joined(item.companyName, item.employmentType && employmentTypeLabels[item.employmentType])}
      meta={joined(formatPeriod(item.startDate, item.endDate, item.isCurrent), item.location)}
    >
      <Description value={item.description} />
    </Entry>
  ),
};

const educationView: SectionView<'education'> = {
  icon: <GraduationCap className="size-4" aria-hidden="true" />,
  description: 'Degrees, diplomas and courses.',
  empty: 'No education yet.',
  addLabel: 'Add education',
  layout: 'list',
  fields: [
    { name: 'institution', label: 'School', kind: 'text', wide: true, placeholder: 'University of Malta' },
    { name: 'degree', label: 'Degree', kind: 'text', optional: true, placeholder: 'BSc' },
    { name: 'fieldOfStudy', label: 'Field of study', kind: 'text', optional: true, placeholder: 'Finance' },
    { name: 'startYear', label: 'Start year', kind: 'year', optional: true },
    { name: 'endYear', label: 'End year', kind: 'year', optional: true },
    { name: 'description', label: 'Description', kind: 'textarea', optional: true, wide: true },
  ],
  itemLabel: (item) => item.institution,
  blank: { institution: '', degree: '', fieldOfStudy: '', startYear: '', endYear: '', description: '' },
  Item: ({ item }: { item: Education }) => (
    <Entry title={item.institution} subtitle={joined(item.degree, item.fieldOfStudy)} meta={formatPeriod(item.startYear, item.endYear)}>
      <Description value={item.description} />
    </Entry>
  ),
};

const skillView: SectionView<'skill'> = {
  icon: <Sparkles className="size-4" aria-hidden="true" />,
  description: 'What you are known for: list at least three.',
  empty: 'No skills yet.',
  addLabel: 'Add skill',
  layout: 'chips',
  fields: [
    { name: 'name', label: 'Skill', kind: 'text', placeholder: 'Chargeback management' },
    {
      name: 'level',
      label: 'Level',
      kind: 'select',
      optional: true,
      options: skillLevels.map((value) => ({ value, label: skillLevelLabels[value] })),
      placeholder: 'Choose…',
    },
  ],
  itemLabel: (item) => item.name,
  blank: { name: '', level: '' },
  Item: ({ item }: { item: Skill }) => (
    <span>
      {item.name}
      {item.level ? <span className="text-muted-foreground"> · {skillLevelLabels[item.level]}</span> : null}
    </span>
  ),
};

const certificationView: SectionView<'certification'> = {
  icon: <Award className="size-4" aria-hidden="true" />,
  description: 'Licences and certificates: CAMS, ICA, GLI, PCI…',
  empty: 'No certifications yet.',
  addLabel: 'Add certification',
  layout: 'list',
  fields: [
    { name: 'name', label: 'Certification', kind: 'text', placeholder: 'Certified Anti-Money Laundering Specialist' },
    { name: 'issuingOrganization', label: 'Issuer', kind: 'text', optional: true, placeholder: 'ACAMS' },
    { name: 'issueDate', label: 'Issue month', kind: 'month', optional: true },
    { name: 'expiryDate', label: 'Expiry month', kind: 'month', optional: true },
    { name: 'credentialId', label: 'Credential ID', kind: 'text', optional: true },
    { name: 'credentialUrl', label: 'Credential URL', kind: 'text', optional: true, placeholder: 'https://…' },
  ],
  itemLabel: (item) => item.name,
  blank: { name: '', issuingOrganization: '', issueDate: '', expiryDate: '', credentialId: '', credentialUrl: '' },
  Item: ({ item }: { item: Certification }) => (
    <Entry
      title={item.name}
      subtitle={item.issuingOrganization}
      meta={joined(
        item.issueDate && `Issued ${formatMonth(item.issueDate)}`,
        item.expiryDate && `Expires ${formatMonth(item.expiryDate)}`,
        item.credentialId && `Credential ID ${item.credentialId}`,
      )}
    >
      {item.credentialUrl ? <ExternalLinkText href={item.credentialUrl}>Show credential</ExternalLinkText> : null}
    </Entry>
  ),
};

const projectView: SectionView<'project'> = {
  icon: <FolderGit2 className="size-4" aria-hidden="true" />,
  description: 'Launches, integrations and deals you are proud of.',
  empty: 'No projects yet.',
  addLabel: 'Add project',
  layout: 'list',
  fields: [
    { name: 'name', label: 'Project name', kind: 'text', placeholder: 'Instant withdrawals for Spain' },
    { name: 'role', label: 'Your role', kind: 'text', optional: true, placeholder: 'Product lead' },
    { name: 'startDate', label: 'Start month', kind: 'month', optional: true },
    { name: 'endDate', label: 'End month', kind: 'month', optional: true },
    { name: 'url', label: 'Project URL', kind: 'text', optional: true, wide: true, placeholder: 'https://…' },
    { name: 'description', label: 'Description', kind: 'textarea', optional: true, wide: true },
  ],
  itemLabel: (item) => item.name,
  blank: { name: '', role: '', startDate: '', endDate: '', url: '', description: '' },
  Item: ({ item }: { item: Project }) => (
    <Entry title={item.name} subtitle={item.role} meta={formatPeriod(item.startDate, item.endDate)}>
      <Description value={item.description} />
      {item.url ? <ExternalLinkText href={item.url}>{displayUrl(item.url)}</ExternalLinkText> : null}
    </Entry>
  ),
};

/** How each section of seed 000 §3 is shown and edited. */
export const sectionViews: { [S in ProfileSection]: SectionView<S> } = {
  experience: experienceView,
  education: educationView,
  skill: skillView,
  certification: certificationView,
  project: projectView,
};
