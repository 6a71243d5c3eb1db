package vigil

// SortField is one key of a list's order: a field name the endpoint allows, ascending unless Desc.
type SortField struct {
	Field string
	Desc  bool
}

// ListOptions says which slice of a list to return. Lists are always ordered by Sort and then by id (in the
// direction of the last sort field), so every position in a list is unique.
//
// Two pagination styles exist. Keyset (cursor) style: After holds the values of the sort fields and the id of
// the last item already seen, as a store returned them in Page.NextKey, and the list continues after it.
// Page style: Page ≥ 1 selects the page of Limit items and the store also counts the whole list.
type ListOptions struct {
	Sort  []SortField
	Limit int
	After []any
	Page  int
}

// Page is one page of a list.
type Page[T any] struct {
	Items   []T
	HasMore bool
	// NextKey is the keyset position after the last item (sort values then id), when HasMore.
	NextKey []any
	// TotalCount is the size of the whole list, counted only in page style.
	TotalCount int
}
