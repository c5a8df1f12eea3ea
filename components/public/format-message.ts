// The few ICU message forms the checkout's words use ({name} arguments, {count, plural, …} with
// `=N`, the language's plural categories and `#`), formatted in the browser without next-intl's
// client runtime: the cached event page hands its island the raw catalogue strings (issue 17).

export type MessageValues = Record<string, string | number>;

/** The index of the brace that closes the one at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let index = open; index < message.length; index++) {
    if (message[index] === "{") depth++;
    else if (message[index] === "}" && --depth === 0) return index;
  }
  return message.length;
}

/** `one {# ticket} other {# tickets}` → { one: "# ticket", other: "# tickets" }. */
function pluralOptions(body: string): Record<string, string> {
  const options: Record<string, string> = {};
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf("{", index);
    if (open < 0) break;
    const close = closingBrace(body, open);
    options[body.slice(index, open).trim()] = body.slice(open + 1, close);
    index = close + 1;
  }
  return options;
}

function formatArgument(argument: string, values: MessageValues, locale: string): string {
  const [name, kind, ...rest] = argument.split(",");
  const value = values[name.trim()];
  if (kind?.trim() !== "plural") return value === undefined ? `{${argument}}` : String(value);
  const count = Number(value);
  const options = pluralOptions(rest.join(","));
  const branch = options[`=${count}`] ?? options[new Intl.PluralRules(locale).select(count)] ?? options.other ?? "";
  return formatMessage(branch.replaceAll("#", new Intl.NumberFormat(locale).format(count)), values, locale);
}

/** The message with its arguments filled in. */
export function formatMessage(message: string, values: MessageValues, locale: string): string {
  let result = "";
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf("{", index);
    if (open < 0) break;
    const close = closingBrace(message, open);
    result += message.slice(index, open) + formatArgument(message.slice(open + 1, close), values, locale);
    index = close + 1;
  }
  return result + message.slice(index);
}

/** A `t(key, values)` over a namespace's raw strings, like next-intl's. */
export function translator<Key extends string>(messages: Record<Key, string>, locale: string) {
  return (key: Key, values: MessageValues = {}) => formatMessage(messages[key] ?? key, values, locale);
}
