/**
 * Small integer ids for normalised topics (categories and tags), so that matching a reader's interests against
 * 10,000 stories compares integers instead of hashing strings. The table lives for the process and only grows
 * when a story is prepared; a reader's words never add to it.
 */
const TOPIC_IDS = new Map<string, number>();

/** Sentinel id of a topic no prepared story has: it can never match. */
export const UNKNOWN_TOPIC_ID = -1;

/** The id of a normalised topic, assigned on first sight. */
export function topicId(topic: string): number {
  let id = TOPIC_IDS.get(topic);
  if (id === undefined) {
    id = TOPIC_IDS.size;
    TOPIC_IDS.set(topic, id);
  }
  return id;
}

/** The id of a normalised topic if any story has it, else UNKNOWN_TOPIC_ID (without registering it). */
export function knownTopicId(topic: string): number {
  return TOPIC_IDS.get(topic) ?? UNKNOWN_TOPIC_ID;
}
