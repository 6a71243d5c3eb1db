pragma solidity ^0.8.20;

// A cursor anyone advances by a count of their choosing, held to the contract's own bounds, moves on from its own
// value: no caller's setting of it.
contract BatchedDraw {
    address[] public entrants;
    mapping(address => bool) public winner;
    uint256 public winners;
    uint256 public drawnUpTo;
    uint256 public deposit;

    function drawBatch(uint256 count) external {
        uint256 n = entrants.length;
        uint256 end = drawnUpTo + count;
        if (end > winners) end = winners;
        if (end > n) end = n;
        for (uint256 i = drawnUpTo; i < end; i++) {
            winner[entrants[i]] = true;
        }
        drawnUpTo = end;
    }

    function refund() external {
        require(drawnUpTo >= winners, "draw pending");
        require(!winner[msg.sender]);
        winner[msg.sender] = true;
        payable(msg.sender).transfer(deposit);
    }
}

// The same cursor, set to the caller's number on one path, skips the draw.
contract SkippableDraw {
    address[] public entrants;
    mapping(address => bool) public winner;
    uint256 public winners;
    uint256 public drawnUpTo;
    uint256 public deposit;

    function drawBatch(uint256 count, uint256 jump) external { // want "SkippableDraw.drawBatch\\(\\) lets any caller set drawnUpTo"
        uint256 end = drawnUpTo + count;
        if (end > winners) end = jump;
        for (uint256 i = drawnUpTo; i < end && i < entrants.length; i++) {
            winner[entrants[i]] = true;
        }
        drawnUpTo = end;
    }

    function refund() external {
        require(drawnUpTo >= winners, "draw pending");
        require(!winner[msg.sender]);
        winner[msg.sender] = true;
        payable(msg.sender).transfer(deposit);
    }
}
