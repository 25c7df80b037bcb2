// The proof of work runs here, off the page's main thread: on a slow phone it takes seconds of hashing, during
// which the page would not answer a tap. altcha-lib's worker answers {type: 'work'} messages with a solution.
import 'altcha-lib/worker';
