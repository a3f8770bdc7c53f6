import type * as v from 'valibot';

/**
 * The contract's messages (decision 120): each has an id, the catalogue key the client translates by, and the
 * English text the server sends in ModelState (the spec's shape). A message with values is made by a template whose
 * text names them in braces ("Maximum {max} symbols"), as the Lingui catalogues do; a value may itself be a message
 * (a field's label), translated with it.
 */

export type MessageValue = string | number | Message;
export type Message = { readonly id: string; readonly text: string; readonly values?: Readonly<Record<string, MessageValue>> };

/** A message on the wire, beside its English text: `{ Id, Values }` (labels among the values are ids too). */
export type MessageRef = { Id: string; Values?: Record<string, string | number | MessageRef> };

/** ModelState shape: field name → messages (English). */
export type ModelState = Record<string, string[]>;
/** The ids of a ModelState, in its order; null for a text without an id (valibot's own text, never a contract one). */
export type ModelStateIds = Record<string, (MessageRef | null)[]>;
/** A field's messages before they go on the wire. */
export type FieldMessages = Record<string, Message[]>;

const catalogue = new Map<string, string>();

function register(id: string, text: string) {
  const known = catalogue.get(id);
  if (known !== undefined && known !== text) throw new Error(`Message id ${id} has two texts: "${known}" and "${text}"`);
  catalogue.set(id, text);
}

/** Every message id defined so far, with its English text (the coverage test reads it). */
export const messageCatalogue = (): ReadonlyMap<string, string> => catalogue;

export function message(id: string, text: string): Message {
  register(id, text);
  return { id, text };
}

type Placeholders<T extends string> = T extends `${string}{${infer K}}${infer Rest}` ? K | Placeholders<Rest> : never;

const shown = (value: MessageValue) => (typeof value === 'object' ? value.text : String(value));

/** A message with values: `template('maximum_symbols', 'Maximum {max} symbols')({ max: 100 })`. */
export function template<const T extends string>(id: string, text: T) {
  register(id, text);
  return (values: Record<Placeholders<T>, MessageValue>): Message => ({
    id,
    text: text.replace(/\{(\w+)\}/g, (_, key: string) => shown((values as Record<string, MessageValue>)[key])),
    values,
  });
}

export function toRef(m: Message): MessageRef {
  if (!m.values) return { Id: m.id };
  const values = Object.fromEntries(
    Object.entries(m.values).map(([key, value]) => [key, typeof value === 'object' ? toRef(value) : value]),
  );
  return { Id: m.id, Values: values };
}

/** A text without an id (valibot's own). */
const unlisted = (text: string): Message => ({ id: '', text });

type SaidIssue = v.BaseIssue<unknown> & { said?: Message };

/** A valibot message that keeps its id: the issue reads the English text, `issueMessage` gives the message back. */
export const say =
  (m: Message) =>
  (issue: v.BaseIssue<unknown>): string => {
    (issue as SaidIssue).said = m;
    return m.text;
  };

/** The message of an issue (without an id when valibot wrote the text itself). */
export const issueMessage = (issue: v.BaseIssue<unknown>): Message => (issue as SaidIssue).said ?? unlisted(issue.message);

/** The answer's two maps: ModelState (English) and ModelStateIds (the same messages by id). */
export function modelStateOf(messages: FieldMessages): {
  ModelState: ModelState;
  ModelStateIds: ModelStateIds;
} {
  const ModelState: ModelState = {};
  const ModelStateIds: ModelStateIds = {};
  for (const [key, list] of Object.entries(messages)) {
    ModelState[key] = list.map((m) => m.text);
    ModelStateIds[key] = list.map((m) => (m.id ? toRef(m) : null));
  }
  return { ModelState, ModelStateIds };
}
