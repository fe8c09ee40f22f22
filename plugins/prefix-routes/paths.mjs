// Paths whose page answers for every path below it (/feature-requests/anything). Read by the
// plugin (which adds the routes), the static server, the nginx recipe's test and the link check.
export const PREFIX_ROUTE_PATHS = ['/feature-requests'];
