// The fallback texts, word for word: the unit tests and the browser tests look for them.
export const pageErrorTitle = "An Error Occurred";
export const pageErrorMessage =
  "Something went wrong. Please try refreshing the page. If the problem persists, please contact support.";

export const globalErrorTitle = "Something went wrong";
export const globalErrorMessage =
  "An unexpected error occurred. Try reloading the page. Our team has been notified and is working on a fix.";
