// The conversation's lines as the call and the written chat show them.
export { Transcript } from './Transcript.tsx';
