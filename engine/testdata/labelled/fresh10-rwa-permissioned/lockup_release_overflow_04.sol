pragma solidity ^0.4.18;

/// Reg D security token with a 12-month lock-up and linear release afterwards; the issuer sets each investor's
/// grant at closing.
contract RegDLockup {
    address public issuer;
    uint256 public closing;
    uint256 public constant LOCKUP = 365 days;
    uint256 public constant RELEASE = 730 days;

    mapping(address => uint256) public granted;
    mapping(address => uint256) public released;
    mapping(address => uint256) public balanceOf;

    event Released(address investor, uint256 amount);

    modifier onlyIssuer() {
        require(msg.sender == issuer);
        _;
    }

    function RegDLockup() public {
        issuer = msg.sender;
        closing = now;
    }

    function grant(address investor, uint256 amount) public onlyIssuer {
        granted[investor] = amount;
    }

    function releasable(address investor) public view returns (uint256) {
        if (now < closing + LOCKUP) return 0;
        uint256 elapsed = now - closing - LOCKUP;
        if (elapsed >= RELEASE) return granted[investor] - released[investor];
        // <yes> <report> ARITHMETIC
        return granted[investor] * elapsed / RELEASE - released[investor];
    }

    function release() public {
        uint256 amount = releasable(msg.sender);
        require(amount > 0);
        released[msg.sender] += amount;
        balanceOf[msg.sender] += amount;
        Released(msg.sender, amount);
    }
}
