import Foundation

extension GestureScript {
  /// One frame of a replay: the time it was drawn at and what the component reported up to it.
  public struct Frame<Event: Sendable & Equatable>: Sendable, Equatable {
    /// The frame time, in seconds.
    public var time: TimeInterval
    /// The responses to the samples delivered since the previous frame, in order.
    public var responses: [GestureResponse]
    /// The events `advance(to:)` returned for this frame.
    public var events: [Event]
    /// The placements after this frame.
    public var placements: [ItemPlacement]
  }

  /// Plays the script as a front end's frame clock would, without waiting for real time: a frame
  /// every `frameInterval` seconds from the first sample, each one first handed the samples that are
  /// due (`deliver`), then run (`frame`, which answers whether everything has settled). Stops at the
  /// first settled frame after the last sample, or `settleLimit` seconds after it.
  ///
  /// While everything rests — or stands still under a finger held down (`isStill`) — the frames up to
  /// the next sample (or `nextWakeTime`, when something is scheduled) are skipped, so a script spanning
  /// hours, a finger held for a day, or one sample at 1e300 s replays in as many frames as it has
  /// motion. Frames stay on one grid, `first + n · frameInterval`; an interval that is not a positive,
  /// finite number of seconds is 1/60 s, and one shorter than ``FrameSchedule/minimumFrameInterval``
  /// is that.
  ///
  /// At most ``maximumPlayedFrames`` frames are run: a script whose motion would take more (a
  /// hundred thousand samples an hour apart, each moving the finger) stops there.
  ///
  /// This is the one "deliver due samples, advance, draw" loop: ``replay(into:frameInterval:settleLimit:)``
  /// and the Gallery's headless replays are built on it.
  ///
  /// - Parameters:
  ///   - start: seconds added to every sample's time; default 0. Non-finite is 0.
  ///   - frameInterval: the seconds between frames; default 1/60. Not a positive, finite number it is
  ///     1/60; shorter than ``FrameSchedule/minimumFrameInterval`` it is that.
  ///   - settleLimit: the most seconds frames run after the last sample while something still moves;
  ///     default 5. Negative is 0, non-finite 5.
  ///   - maximumPause: pauses between samples longer than this many seconds are shortened to it, as
  ///     ``SampleQueue`` does; by default none is.
  ///   - deliver: called with each sample, its time shifted (and shortened pauses taken out), before
  ///     the frame at or after that time.
  ///   - frame: called with each frame's time, in seconds, after the samples due; answers whether
  ///     everything has settled (a component's ``Drivable/isSettled`` after its
  ///     ``Drivable/advance(to:)``).
  ///   - nextWakeTime: when something at rest must next run by itself (``Drivable/nextWakeTime``), in
  ///     the replay's seconds; by default never. Skipped frames stop there.
  ///   - isStill: whether nothing moves although the frame did not settle (a finger held still);
  ///     by default never, which skips frames only once `frame` says settled.
  /// - Complexity: O(frames + samples) calls.
  public func play(
    startingAt start: TimeInterval = 0, frameInterval: TimeInterval = 1.0 / 60, settleLimit: TimeInterval = 5,
    maximumPause: TimeInterval = .infinity, deliver: (DragEvent) -> Void, frame: (TimeInterval) -> Bool,
    nextWakeTime: () -> TimeInterval? = { nil }, isStill: () -> Bool = { false }
  ) {
    var placed = events
    Self.play(
      eventsAt: events.map(\.time), startingAt: start, frameInterval: frameInterval, settleLimit: settleLimit,
      maximumPause: maximumPause,
      deliver: { index, time in
        placed[index].time = time
        deliver(placed[index])
      }, frame: frame, nextWakeTime: nextWakeTime, isStill: isStill)
  }

  /// The frame loop of ``play(startingAt:frameInterval:settleLimit:maximumPause:deliver:frame:nextWakeTime:isStill:)``
  /// for any timed input, not only pointer samples: `times[i]` is when event `i` comes, and `deliver`
  /// is handed its index and the time it is replayed at (shifted by `start`, pauses shortened). A front
  /// end replaying keys and text beside the pointer (the Gallery's scripts) plays them all through it.
  /// Events whose time is not finite are never delivered; ties are delivered in index order.
  ///
  /// - Complexity: O(frames + n log n) calls for n events.
  public static func play(
    eventsAt times: [TimeInterval], startingAt start: TimeInterval = 0, frameInterval: TimeInterval = 1.0 / 60,
    settleLimit: TimeInterval = 5, maximumPause: TimeInterval = .infinity,
    deliver: (_ index: Int, _ time: TimeInterval) -> Void, frame: (TimeInterval) -> Bool,
    nextWakeTime: () -> TimeInterval? = { nil }, isStill: () -> Bool = { false }
  ) {
    let shift = start.isFinite ? start : 0
    let schedule = SampleQueue.replaySchedule(times, maximumPause: maximumPause)
    let placed = schedule.map { $0.time + shift }
    guard let first = placed.first, let last = placed.last else { return }
    var cursor = 0
    let step = FrameSchedule.usableFrameInterval(frameInterval, fallback: 1.0 / 60)
    let limit = last + (settleLimit.isFinite ? Swift.max(0, settleLimit) : 5)
    var frameNumber = 0.0
    var time = first
    for _ in 0..<maximumPlayedFrames {
      while cursor < placed.count, placed[cursor] <= time {
        deliver(schedule[cursor].index, placed[cursor])
        cursor += 1
      }
      let settled = frame(time)
      let upcoming = cursor < placed.count ? placed[cursor] : nil
      if upcoming == nil, settled || time >= limit { return }
      frameNumber += 1
      if settled || isStill(), let upcoming {
        let wake = Swift.min(upcoming, nextWakeTime() ?? upcoming)
        frameNumber = Swift.max(frameNumber, firstFrame(atOrAfter: wake, first: first, step: step))
      }
      let nextTime = first + frameNumber * step
      // So large a time that a step no longer changes it (a sample at 1e300 s): step by one ulp.
      time = nextTime > time ? nextTime : time.nextUp
    }
  }

  /// How long (seconds) a replay draws frames in which nothing changes before it skips to the next
  /// sample: long enough that a hand-written script's pauses replay frame by frame. At short frame
  /// intervals ``stillFramesBeforeSkipping`` frames come first.
  public static let stillnessBeforeSkipping: TimeInterval = 1

  /// How many unchanged frames a replay draws at most before it skips to the next sample: a second
  /// at 60 frames per second, so a 1 ms frame interval does not draw a thousand frames per pause.
  public static let stillFramesBeforeSkipping = 60

  /// The most frames one ``play(startingAt:frameInterval:settleLimit:maximumPause:deliver:frame:nextWakeTime:isStill:)``
  /// runs: 200,000, an hour of motion at 60 frames per second, twice what the longest generated
  /// script (``maximumGeneratedSamples`` samples) needs.
  public static let maximumPlayedFrames = 200_000

  /// The number of the first frame on the grid `first + n · step` at or after `time`.
  private static func firstFrame(atOrAfter time: TimeInterval, first: TimeInterval, step: TimeInterval) -> Double {
    var number = ((time - first) / step).rounded(.up)
    guard number.isFinite else { return 0 }
    if number > 0, first + (number - 1) * step >= time { number -= 1 }
    return number
  }

  /// Replays the script into `component` as a front end would: samples are delivered when their time
  /// comes, and a frame calls `advance(to:)` every `frameInterval` seconds from the first sample until
  /// the component settles after the last one (or `settleLimit` seconds have passed).
  ///
  /// Once nothing has changed for ``stillnessBeforeSkipping`` or ``stillFramesBeforeSkipping`` frames
  /// under a finger held still (no response, no event, the same placements frame after frame), the
  /// replay goes on at the next sample.
  ///
  /// - Returns: every frame, in order.
  /// - Complexity: O(frames · visible items + samples).
  public func replay<Component: InteractiveComponent>(
    into component: inout Component, frameInterval: TimeInterval = 1.0 / 60, settleLimit: TimeInterval = 5
  ) -> [Frame<Component.Event>] {
    var frames: [Frame<Component.Event>] = []
    var responses: [GestureResponse] = []
    var driven = component
    var stillSince: TimeInterval?
    var stillFrames = 0
    var lastTime = -TimeInterval.infinity
    play(frameInterval: frameInterval, settleLimit: settleLimit) { sample in
      responses.append(driven.handle(sample))
    } frame: { time in
      let reported = driven.advance(to: time)
      let placements = driven.placements()
      let unchanged = responses.isEmpty && reported.isEmpty && frames.last?.placements == placements
      stillSince = unchanged ? (stillSince ?? time) : nil
      stillFrames = unchanged ? stillFrames + 1 : 0
      lastTime = time
      frames.append(Frame(time: time, responses: responses, events: reported, placements: placements))
      responses.removeAll()
      return driven.isSettled
    } nextWakeTime: {
      driven.nextWakeTime
    } isStill: {
      stillFrames >= Self.stillFramesBeforeSkipping
        || (stillSince.map { lastTime - $0 >= Self.stillnessBeforeSkipping } ?? false)
    }
    component = driven
    return frames
  }
}
