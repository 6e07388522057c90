/**
 * An online session's way in (docs/product/rules.md#online-sessions): opens the meeting in a new tab,
 * with the address beside it to copy into another device. Only an https address becomes a link: the
 * server sends no other, and a page never links where it did not mean to.
 */
export function MeetingLink({ url, label }: { url: string; label: string }) {
  if (!url.startsWith('https://')) return null;
  return (
    <span className="meeting-link">
      <a className="meeting-link__join" href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
      <span className="calendar-fact__note meeting-link__url">{url}</span>
    </span>
  );
}
