import type { MailMessage } from '../../platform/mailer';
import { escapeHtml } from '../../platform/html';

function message(to: string, subject: string, lines: string[], action: { label: string; url: string }): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', '— Paytable'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
<p>— Paytable</p>
</body></html>`;
  return { to, subject, text, html };
}

export function invitationMail(input: {
  to: string;
  companyId: number;
  companyName: string;
  inviterName: string;
  note: string | null;
  publicUrl: string;
}): MailMessage {
  const joinUrl = `${input.publicUrl}/dashboard/company-profile?join=${input.companyId}`;
  return message(
    input.to,
    `${input.inviterName} invited you to join ${input.companyName} on Paytable`,
    [
      `${input.inviterName} invited you to join ${input.companyName} on Paytable, the B2B network for the iGaming industry.`,
      ...(input.note ? [`Their note: “${input.note}”`] : []),
      `New to Paytable? Create your account with this address at ${input.publicUrl}/register, choose “Company” and enter ${input.companyName}.`,
      'Already a member? Open the link below and join: because you were invited, you are let in at once.',
    ],
    { label: `Join ${input.companyName}`, url: joinUrl },
  );
}

export function companyApprovedMail(input: { to: string; firstName: string; companyName: string; publicUrl: string }): MailMessage {
  return message(
    input.to,
    `${input.companyName} is approved on Paytable`,
    [`Hi ${input.firstName},`, `${input.companyName} has been approved. You can now request privileges (jobs, press, events…) for your company.`],
    { label: 'Open company privileges', url: `${input.publicUrl}/dashboard/company-privileges` },
  );
}

/** To each admin of a company when someone asks to join it (approved or declined on the company-users screen). */
export function joinRequestMail(input: {
  to: string;
  adminName: string;
  requesterName: string;
  requesterEmail: string;
  companyName: string;
  publicUrl: string;
}): MailMessage {
  return message(
    input.to,
    `${input.requesterName} asked to join ${input.companyName} on Paytable`,
    [
      `Hi ${input.adminName},`,
      `${input.requesterName} (${input.requesterEmail}) asked to join ${input.companyName} on Paytable.`,
      'Approve or decline the request on your company users page; until then they have no access to your company.',
    ],
    { label: 'Review join requests', url: `${input.publicUrl}/dashboard/company-users` },
  );
}
