/** A token is its owner's: another user's is not found, whoever asks (the platform admin too). */
export const tokenIsPersonal = { admin: 404, ana: 404, bruno: 404, tiago: 404, sofia: 404 };
/** A calendar feed is its owner's, like a token (students have none). */
export const feedIsPersonal = { admin: 404, ana: 404, bruno: 404, tiago: 404 };
/** An administrator's calendar feed names one of the schools they administer. */
export const adminsNameASchool = { admin: 422, ana: 422, bruno: 422 };
