#if canImport(SwiftUI) && canImport(ImageIO)
  import CarouselImages
  import ImageIO
  import SwiftUI

  /// ``RemoteImage``'s load: a task per URL, size and scale that writes the phase. Not generic, unlike
  /// the view: a task closure that captured the generic view captured its `Content` type too, which
  /// Swift 6 will not send to the task's isolation.
  struct RemoteImageLoading: ViewModifier {
    /// What the photo is loaded for: a change loads again.
    struct Key: Equatable, Sendable {
      var url: URL?
      var pointSize: CGSize?
      var scale: CGFloat
    }

    let key: Key
    let request: ImageRequest?
    let pipeline: ImagePipeline<ImageIODecoder>
    @Binding var phase: ImageLoadPhase<DecodedImage>

    func body(content: Content) -> some View {
      content.task(id: key) { await load() }
    }

    @MainActor private func load() async {
      guard let request else {
        phase = .failed(.unsupportedURL("no URL"))
        return
      }
      if let image = pipeline.cachedImage(for: request) {
        phase = .loaded(image)
        return
      }
      phase = .loading
      do {
        phase = .loaded(try await pipeline.image(for: request))
      } catch .cancelled {
        // The view went away, or its URL changed: the next task sets the phase.
      } catch {
        phase = .failed(error)
      }
    }
  }
#endif
