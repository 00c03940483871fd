// The SwiftUI front end. Apps import CarouselKit and get the engine too.
@_exported import CarouselCore
