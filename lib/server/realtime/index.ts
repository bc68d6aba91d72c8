// The realtime adapter over the `pusher` SDK: hosted Pusher, soketi, or the embedded server beside the app
// (./embedded-server, run by `npm start`). Services publish after commit; the auth routes sign subscriptions.
export { authenticateUser, authorizeChannel } from "./authorize";
export { realtimeClientConfig } from "./config";
export { publish } from "./publish";
