// One call: the turn-taking state machine between the visitor's audio (energy VAD) and the
// assistant's lines (paced PCM), and the JSON messages a Vapi call sends along the way.
//
//   starting --greeting--> speaking --line played--> listening --visitor's turn ends--> speaking
//   starting --(waitForUser: Vapi's firstMessageMode assistant-waits-for-user)--> listening
//                          speaking --visitor talks for 200 ms (barge-in)--> listening
//   listening --visitor's typed turn (add-message)--> speaking (the next line, as for speech)
//   speaking --typed turn--> the line plays out, then the answer (typing never cuts the assistant)
//   any --hangup | 60 s silence | max duration--> ended (status-update ended, close 1000)
//
// Silence = nobody speaking: the timer runs while the agent listens and the visitor is quiet.
// Transport-free: the socket server feeds frames in and gives it a sink; tests drive it with a
// manual clock and measure barge-in in audio time.
import { audioFrameProblem } from './audio-frames.ts';
import { type ClientCommand, parseClientMessage } from './client-messages.ts';
import type { TimerHandle } from './clock.ts';
import { replyFor } from './dialogue.ts';
import {
  type AgentMessage,
  assistantTranscript,
  conversationUpdate,
  type EndedReason,
  type SpokenLine,
  speechUpdate,
  statusUpdate,
  userInterrupted,
  userTranscript,
} from './messages.ts';
import { type Playback, playPaced } from './pacer.ts';
import { samplesFromBytes } from './pcm.ts';
import {
  type CallSession,
  type CallSessionOptions,
  DEFAULT_TIMING,
  type SessionPhase,
} from './session-options.ts';
import type { Utterance } from './speech-cache.ts';
import type { ToolOutcome, VisitorTurn } from './tools.ts';
import { createEnergyVad, type VadEvent } from './vad.ts';
import { spokenPrefix } from './word-timing.ts';

interface SpeakOptions {
  interruptible?: boolean;
  endAfter?: EndedReason;
  onFailure?: EndedReason;
}

interface CurrentLine {
  text: string;
  turn: number;
  startedAt: number;
  interruptible: boolean;
  endAfter: EndedReason | undefined;
  heard: string;
  durationMs: number;
  playback?: Playback;
}

export function createCallSession(options: CallSessionOptions): CallSession {
  const { clock, sink, speech, dialogue, log, sampleRate } = options;
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const vad = createEnergyVad({ sampleRate, ...options.vad });
  const maxFrameBytes = sampleRate * 2; // one second of audio
  const timers = new Set<TimerHandle>();
  const lines: SpokenLine[] = [];
  let phase: SessionPhase = 'starting';
  let started = false;
  let callStart = clock.now();
  let turn = -1;
  let userTurn = -1;
  /** Visitor turns answered so far, and scripted lines given before and after slots were offered. */
  let visitorTurns = 0;
  const scripted = { offered: 0, notOffered: 0 };
  /** The booking tools put slots on the visitor's screen: the scripted lines may speak of them. */
  let slotsOffered = false;
  let speakSeq = 0;
  let current: CurrentLine | undefined;
  let queuedSay: { text: string; options: SpeakOptions } | undefined;
  let silenceTimer: TimerHandle | undefined;
  let responseTimer: TimerHandle | undefined;
  /** A typed turn arrived while a line played: it is answered when the line ends. */
  let typedPending: string | null = null;

  const send = (message: AgentMessage) => {
    if (phase !== 'ended') sink.sendJson(message);
  };
  const after = (ms: number, run: () => void): TimerHandle => {
    const handle = clock.setTimeout(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
    return handle;
  };
  const cancel = (handle: TimerHandle | undefined) => {
    if (handle === undefined) return;
    clock.clearTimeout(handle);
    timers.delete(handle);
  };
  const armSilence = () => {
    cancel(silenceTimer);
    silenceTimer = after(timing.silenceTimeoutMs, () => end('silence-timed-out'));
  };
  const disarmSilence = () => {
    cancel(silenceTimer);
    silenceTimer = undefined;
  };

  /** Closes the current line: final transcript of what was heard, conversation, speech stopped. */
  function finishLine(interrupted: boolean): CurrentLine | undefined {
    const line = current;
    if (!line) return undefined;
    current = undefined;
    const played = line.playback?.stop() ?? 0;
    const now = clock.now();
    const spoken = interrupted ? spokenPrefix(line.text, played / line.durationMs) : line.text;
    if (spoken) {
      send(assistantTranscript('final', spoken, now));
      lines.push({
        text: spoken,
        startedAt: line.startedAt,
        endedAt: now,
        secondsFromStart: (line.startedAt - callStart) / 1000,
      });
    }
    send(speechUpdate('assistant', 'stopped', line.turn, now));
    if (spoken) send(conversationUpdate(lines, now));
    return line;
  }

  function listen(): void {
    phase = 'listening';
    if (!vad.speaking) armSilence();
  }

  function lineDone(): void {
    const line = finishLine(false);
    if (phase === 'ended') return;
    if (line?.endAfter) {
      end(line.endAfter);
      return;
    }
    const next = queuedSay;
    queuedSay = undefined;
    if (next) void speak(next.text, next.options);
    else if (typedPending !== null) {
      const text = typedPending;
      typedPending = null;
      listen();
      answerTurn(text);
    } else listen();
  }

  function play(utterance: Utterance, speakOptions: SpeakOptions): void {
    if (current) finishLine(true);
    turn += 1;
    const line: CurrentLine = {
      text: utterance.text,
      turn,
      startedAt: clock.now(),
      interruptible: speakOptions.interruptible !== false,
      endAfter: speakOptions.endAfter,
      heard: '',
      durationMs: utterance.durationMs,
    };
    current = line;
    send(speechUpdate('assistant', 'started', line.turn, line.startedAt));
    line.playback = playPaced(utterance.samples, {
      clock,
      sampleRate,
      leadMs: timing.leadMs,
      send: (frame) => sink.sendAudio(frame),
      onProgress: (playedMs) => {
        const heard = spokenPrefix(line.text, playedMs / line.durationMs);
        if (heard && heard !== line.heard && heard !== line.text) {
          line.heard = heard;
          send(assistantTranscript('partial', heard, clock.now()));
        }
      },
      onDone: lineDone,
    });
    line.durationMs = line.playback.durationMs;
  }

  async function speak(text: string, speakOptions: SpeakOptions = {}): Promise<void> {
    const seq = ++speakSeq;
    disarmSilence();
    cancel(responseTimer);
    phase = 'speaking';
    let utterance: Utterance;
    try {
      utterance = await speech.utterance(text, sampleRate);
    } catch (error) {
      if (seq !== speakSeq) return; // superseded, or the call ended (end() bumps speakSeq)
      log.info(`speech synthesis failed: ${(error as Error).message}`);
      if (speakOptions.onFailure) return end(speakOptions.onFailure);
      return listen();
    }
    // Superseded while synthesizing (barge-in, a newer line, the end of the call).
    if (seq !== speakSeq) return;
    play(utterance, speakOptions);
  }

  function onVadEvent(event: VadEvent): void {
    const now = clock.now();
    if (event.type === 'speech-start') {
      disarmSilence();
      cancel(responseTimer);
      turn += 1;
      userTurn = turn;
      send(speechUpdate('user', 'started', userTurn, now));
      return;
    }
    if (event.type === 'speech-confirmed') {
      // Barge-in only on speech that lasted (the VAD's confirmation): a cough does not count.
      if (current?.interruptible) {
        // Stop the audio first, then tell the client to flush what it buffered.
        current.playback?.stop();
        send(userInterrupted(current.turn, now));
        finishLine(true);
        queuedSay = undefined;
        typedPending = null; // the spoken turn is answered instead
        phase = 'listening';
      } else if (phase === 'speaking' && !current) {
        speakSeq += 1; // a line still being synthesized is dropped
        phase = 'listening';
      }
      return;
    }
    send(speechUpdate('user', 'stopped', userTurn, now));
    if (phase !== 'listening') return; // spoken over a line that cannot be interrupted
    answerTurn(null);
  }

  /** The next scripted line: what is true in this state (slots offered or not). */
  function scriptedLine(): string {
    const state = slotsOffered ? 'offered' : 'notOffered';
    return replyFor(dialogue, { channel: 'call', turn: scripted[state]++, offered: slotsOffered });
  }

  /**
   * The answer to the visitor's turn (spoken: `text` null; typed: its words), after the response
   * delay: the booking tools' line when a tool runs in the turn, else the next scripted line.
   */
  function answerTurn(text: string | null): void {
    cancel(responseTimer);
    responseTimer = after(timing.responseDelayMs, () => {
      responseTimer = undefined;
      const visitorTurn = { index: visitorTurns++, text };
      if (options.tools) void withTools(options.tools, visitorTurn);
      else void speak(scriptedLine());
    });
  }

  /** A turn the tools may answer: their result to the page, their line aloud (else scripted). */
  async function withTools(
    tools: (turn: VisitorTurn) => Promise<ToolOutcome | null>,
    visitorTurn: VisitorTurn,
  ): Promise<void> {
    let outcome: ToolOutcome | null = null;
    try {
      outcome = await tools(visitorTurn);
    } catch (error) {
      log.info(`booking tool failed: ${(error as Error).message}`);
    }
    if (phase === 'ended') return;
    if (outcome) {
      slotsOffered ||= outcome.offered;
      send({
        type: 'tool-calls-result',
        toolCallResult: outcome.toolCallResult,
        timestamp: clock.now(),
      });
    }
    void speak(outcome?.say ?? scriptedLine());
  }

  /**
   * The visitor's typed turn: echoed once as their transcript line and put into the
   * conversation, then answered by voice like a spoken turn (the agent has the words). A line
   * being spoken or synthesized is not cut: the answer follows it.
   */
  function typedTurn(text: string): void {
    const now = clock.now();
    disarmSilence();
    turn += 1;
    userTurn = turn;
    send(userTranscript(text, now));
    lines.push({
      role: 'user',
      text,
      startedAt: now,
      endedAt: now,
      secondsFromStart: (now - callStart) / 1000,
    });
    send(conversationUpdate(lines, now));
    if (phase === 'speaking' || phase === 'starting') typedPending = text;
    else answerTurn(text);
  }

  function onCommand(command: ClientCommand): void {
    switch (command.kind) {
      case 'typed':
        typedTurn(command.text);
        return;
      case 'hangup':
        end('customer-ended-call');
        return;
      case 'ignored':
        log.info(`${command.type} understood, nothing to do for it here`);
        return;
      case 'invalid':
        log.rejected(command.reason, command.detail);
        return;
      case 'say': {
        const sayOptions: SpeakOptions = {
          interruptible: command.interruptible,
          endAfter: command.endCallAfterSpoken
            ? 'assistant-ended-call-after-message-spoken'
            : undefined,
        };
        if (current && !command.interruptAssistant) {
          queuedSay = { text: command.message, options: sayOptions };
          return;
        }
        void speak(command.message, sayOptions);
        return;
      }
    }
  }

  function end(reason: EndedReason | 'socket-closed'): void {
    if (phase === 'ended') return;
    current?.playback?.stop();
    current = undefined;
    queuedSay = undefined;
    typedPending = null;
    speakSeq += 1;
    for (const handle of timers) clock.clearTimeout(handle);
    timers.clear();
    if (reason !== 'socket-closed') send(statusUpdate('ended', clock.now(), reason));
    phase = 'ended';
    if (reason !== 'socket-closed') sink.close(1000, 'call ended');
    log.info(`ended (${reason})`);
    options.onEnded?.(reason);
  }

  return {
    start() {
      if (started) return;
      started = true;
      callStart = clock.now();
      send(statusUpdate('in-progress', callStart));
      after(timing.maxDurationMs, () => end('exceeded-max-duration'));
      if (options.waitForUser) {
        listen();
        return;
      }
      after(timing.greetingDelayMs, () => {
        void speak(dialogue.greeting, { onFailure: 'pipeline-error-vapi-voice-failed' });
      });
    },
    receiveAudio(bytes) {
      if (phase === 'ended') return;
      const problem = audioFrameProblem(bytes, maxFrameBytes);
      if (problem) return log.rejected(problem.kind, problem.detail);
      for (const event of vad.push(samplesFromBytes(bytes))) onVadEvent(event);
    },
    receiveText(text) {
      if (phase !== 'ended') onCommand(parseClientMessage(text));
    },
    end,
    get phase() {
      return phase;
    },
    get userSpeaking() {
      return vad.speaking;
    },
  };
}
