// What the app's data never holds, said plainly before anything else is offered: prices and the
// cheapest time to go, forecasts of rates or weather, live flight status, health and safety
// statistics. Astra never guesses these; it says so, then offers what it does have.

type Limit = { pattern: RegExp; say: string; replace: boolean };

const limits: Limit[] = [
  {
    pattern:
      /\bhow much (?:does|do|is|are|will|would)\b[^?]*\b(?:cost|hotel|room|flight|ticket|night|fare)s?\b|\bcost(?:s)? per night\b|\bprice (?:of|for)\b|\bcheapest (?:month|time|day|week|season)\b|\bwhen is it cheapest\b|\baverage (?:price|cost)\b/,
    say: "I don't have prices: they change by the minute and are live on the partner's site, which I can open for you.",
    replace: false,
  },
  {
    pattern:
      /\bwill the (?:exchange )?rates? be\b|\brates? (?:be )?(?:next|tomorrow|in a (?:week|month))\b|\bexchange rate forecast\b|\bwill (?:the )?(?:euro|dollar|pound|yen)\b[^?]*\b(?:rise|fall|go up|go down)\b/,
    say: "I don't have forecasts of exchange rates: here is today's rate from the table I hold.",
    replace: false,
  },
  {
    pattern: /\btap water\b|\bsafe to drink\b|\bcovid\b|\bcases\b|\bcrime rates?\b|\bvaccinations?\b|\bmalaria\b|\bdisease\b/,
    say: "I don't have health or safety information for places: check your government's travel advice and a travel clinic before you go. I can tell you a country's emergency numbers, plugs, currency or time.",
    replace: true,
  },
  {
    pattern:
      /\bopening (?:hours|times)\b|\bwhat time does\b[^?]*\b(?:open|close)\b|\bis (?:the )?[a-z' ]+ open\b|\bwhen does\b[^?]*\b(?:open|close)\b|\bclosed on\b/,
    say: "I don't have opening hours: check the place's own website before you go, as they change with the season and holidays.",
    replace: true,
  },
  {
    pattern: /\bhow (?:busy|crowded)\b|\bqueues? (?:at|for)\b|\bwait(?:ing)? times?\b|\bstrikes?\b|\bdelays? (?:at|on)\b/,
    say: "I don't have live information on crowds, queues, strikes or delays: the operator's own site or app shows them on the day.",
    replace: true,
  },
  {
    pattern:
      /\bforecast\b|\bwill it (?:rain|snow|be (?:sunny|hot|cold|warm))\b|\bweather (?:tomorrow|today|this weekend|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/,
    say: "I don't have weather forecasts, only what the season usually brings:",
    replace: false,
  },
];

/** What the data cannot answer in this message, if anything: the words to say, and whether they replace the usual answer. */
export function dataLimitOf(lower: string): { say: string; replace: boolean } | undefined {
  const limit = limits.find((entry) => entry.pattern.test(lower));
  return limit && { say: limit.say, replace: limit.replace };
}
