import { z } from "zod";

// zod probes for `eval` (new Function) on its first parse unless told not to. The site's CSP
// forbids eval, so in the browser the probe logs a CSP violation on any page whose chunk parses
// with zod (a Lighthouse best-practices failure); Workers never allow eval, so nothing is lost.
// Every contract module takes zod from here, so the setting holds whichever loads first.
z.config({ jitless: true });

export { z };
