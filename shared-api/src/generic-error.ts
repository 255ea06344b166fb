/** What a failure says when nothing more precise is known. */
export const genericErrorMessage = 'Something went wrong. Please try again later.';
