import Foundation

/// How many columns a ``Grid`` cell spans (1 when unset).
enum GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

/// The horizontal alignment a ``Grid`` cell asks for its whole column (nil when unset).
enum GridColumnAlignmentKey: LayoutValueKey {
    static var defaultValue: HorizontalAlignment? { nil }
}

/// The anchor a ``Grid`` cell is placed by inside its cell (nil when unset: alignment decides).
enum GridCellAnchorKey: LayoutValueKey {
    static var defaultValue: UnitPoint? { nil }
}

/// The axes on which a ``Grid`` cell does not size its row or column (none when unset).
enum GridCellUnsizedAxesKey: LayoutValueKey {
    static var defaultValue: Axis.Set { [] }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns, as SwiftUI's `gridCellColumns(_:)`.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Name"); Text("Size") }
    ///     GridRow { Text("Total").gridCellColumns(2) }
    /// }
    /// ```
    ///
    /// The grid has as many columns as its longest row's spans add up to. A count below 1 reads
    /// as 1, and one above 1,000 (``GridPlan/maximumSpan``) as 1,000.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: count)
    }

    /// Aligns every cell of this cell's column horizontally, as SwiftUI's `gridColumnAlignment(_:)`.
    ///
    /// ```swift
    /// GridRow {
    ///     Text("Regular font:").gridColumnAlignment(.trailing)
    ///     Text("Helvetica 12")
    /// }
    /// ```
    ///
    /// Rules where SwiftUI is silent: the topmost cell of a column that sets it decides for the
    /// column; a cell spanning several columns aligns by the grid's alignment instead.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell by `anchor` inside its grid cell — the cell's `anchor` point on the
    /// view's `anchor` point — instead of by the grid's, row's or column's alignment, as SwiftUI's
    /// `gridCellAnchor(_:)`.
    ///
    /// ```swift
    /// Color.red.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
    /// ```
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks a ``Grid`` not to size this cell's row (`.vertical`) or column (`.horizontal`) from
    /// it, as SwiftUI's `gridCellUnsizedAxes(_:)`: a flexible view such as a `Color` or a
    /// `Divider` then takes the size the other cells give the row or column.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Hello"); Text("World") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)   // as wide as the two cells, not the screen
    /// }
    /// ```
    ///
    /// Rules where SwiftUI is silent: a row (column) whose cells are all unsized on that axis is
    /// 0 points long; lazy grids ignore this modifier (their tracks never depend on cells).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
