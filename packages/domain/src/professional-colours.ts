/**
 * Each professional's colour in a client's combined calendar (issue 25, "one schedule";
 * docs/decisions/0038-client-combined-week.md): one of PROFESSIONAL_COLOURS, the same on every
 * device and every week, and different for each of the client's professionals while there are no
 * more of them than colours. The colour is never the only cue: every item also names its professional.
 *
 * A professional's colour comes from their id (so most of them keep it for every client), and one
 * already taken, when the connection was confirmed, by a professional the client was connected with
 * then moves on to the next free one. A colour is decided by what was true when the connection began,
 * so nobody's colour changes later: not when another professional joins, nor when one leaves (the
 * connections that ended stay in the input for that reason).
 */

/** How many colours the palette has (apps/web/src/styles/professional-colours.css). */
export const PROFESSIONAL_COLOURS = 6;

export interface ColouredProfessional {
  id: string;
  /** When the client's connection was confirmed (ISO 8601), null when unknown. */
  confirmedAt: string | null;
  /** When the connection ended (ISO 8601); null or absent while it lasts. */
  endedAt?: string | null;
}

/** FNV-1a of the id: cheap, well spread over short strings, the same on server and app. */
function preferredColour(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % PROFESSIONAL_COLOURS;
}

/** Earlier connections first (unknown ones last), then by id: the order never depends on the input's. */
function byConnection(a: ColouredProfessional, b: ColouredProfessional): number {
  const since = (entry: ColouredProfessional) =>
    entry.confirmedAt ? Date.parse(entry.confirmedAt) : Infinity;
  return since(a) - since(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The colour (0 to PROFESSIONAL_COLOURS - 1) of each of a client's professionals, by id. The input is
 * every connection the client had, ended ones included; a professional connected twice gets the colour
 * of their latest connection.
 */
export function professionalColours(connections: readonly ColouredProfessional[]): Map<string, number> {
  const since = (entry: ColouredProfessional) =>
    entry.confirmedAt ? Date.parse(entry.confirmedAt) : Infinity;
  const decided: { entry: ColouredProfessional; colour: number }[] = [];
  const colours = new Map<string, number>();
  for (const entry of [...connections].sort(byConnection)) {
    const start = since(entry);
    // The colours of the other connections that had begun and not ended when this one began. One
    // that ended at the very instant this one began still counts: instants are equal only when both
    // were stamped by the same clock reading (a test's fixed clock), and counting it is what keeps
    // this one's colour when that one ends.
    const taken = new Set(
      decided
        .filter(
          (earlier) =>
            earlier.entry.id !== entry.id &&
            (!earlier.entry.endedAt || Date.parse(earlier.entry.endedAt) >= start),
        )
        .map((earlier) => earlier.colour),
    );
    let colour = preferredColour(entry.id);
    // With every colour taken, two professionals share one; their names still tell them apart.
    if (taken.size < PROFESSIONAL_COLOURS)
      while (taken.has(colour)) colour = (colour + 1) % PROFESSIONAL_COLOURS;
    decided.push({ entry, colour });
    colours.set(entry.id, colour);
  }
  return colours;
}
