pragma solidity ^0.5.16;

// Reads the primary oracle through a low-level call so that a broken oracle cannot revert the market, and
// falls back to the secondary one.
contract FallbackPriceRouter {
    address public primary;
    address public secondary;
    address public admin;
    uint256 public lastGood;

    constructor(address _primary, address _secondary) public {
        primary = _primary;
        secondary = _secondary;
        admin = msg.sender;
    }

    function setOracles(address _primary, address _secondary) external {
        require(msg.sender == admin, "admin");
        primary = _primary;
        secondary = _secondary;
    }

    function price() external returns (uint256) {
        // The call's success flag is dropped: a reverting primary returns empty data, decoded as a zero price.
        // <yes> <report> UNCHECKED_LL_CALLS
        (, bytes memory data) = primary.staticcall(abi.encodeWithSignature("latestAnswer()"));
        uint256 p = data.length >= 32 ? abi.decode(data, (uint256)) : 0;
        if (p == 0) {
            (bool ok2, bytes memory data2) = secondary.staticcall(abi.encodeWithSignature("latestAnswer()"));
            require(ok2 && data2.length >= 32, "no oracle");
            p = abi.decode(data2, (uint256));
        }
        lastGood = p;
        return p;
    }
}
