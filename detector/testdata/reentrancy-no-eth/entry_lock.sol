pragma solidity ^0.8.0;

interface IReceiver {
    function onReceived(uint256 id) external returns (bytes4);
}

// The minted entry is checked unset and set before the receiver's hook: that guards the entry only, and a
// re-entrant claim mints another id while claimed is still false.
contract EntryCheckedMint {
    mapping(uint256 => address) internal owners;
    mapping(address => bool) public claimed;
    mapping(address => bool) internal busy;
    uint256 public nextId = 1;

    function _safeMint(address to, uint256 id) internal {
        require(owners[id] == address(0), "minted");
        owners[id] = to;
        require(IReceiver(to).onReceived(id) == IReceiver.onReceived.selector, "receiver");
    }

    function claim() external {
        require(!claimed[msg.sender], "claimed");
        _safeMint(msg.sender, nextId++); // want "EntryCheckedMint.claim\\(\\) calls IReceiver\\(to\\) through EntryCheckedMint._safeMint\\(\\) before it writes claimed\\[msg.sender\\]"
        claimed[msg.sender] = true;
    }

    // A per-account flag checked and set before the call locks the caller out of re-entering, and is released after.
    function claimLocked() external {
        require(!busy[msg.sender], "busy");
        busy[msg.sender] = true;
        require(IReceiver(msg.sender).onReceived(0) == IReceiver.onReceived.selector, "receiver");
        busy[msg.sender] = false;
    }
}
