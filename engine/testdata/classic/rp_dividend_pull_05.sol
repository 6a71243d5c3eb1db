pragma solidity ^0.5.16;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "SafeMath: division by zero");
        return a / b;
    }
}

/// Revenue-share token paying ether dividends by the pull pattern: dividends per token accumulate, each holder's
/// unclaimed dividends are settled before every balance change, and holders withdraw their own.
contract DividendShareToken {
    using SafeMath for uint256;

    uint256 private constant POINT_MULTIPLIER = 1e18;

    address public issuer;
    uint256 public totalSupply;
    uint256 public totalDividendPoints;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public lastDividendPoints;
    mapping(address => uint256) public owed;
    mapping(address => bool) public whitelisted;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event DividendPaid(uint256 amount);
    event DividendWithdrawn(address indexed holder, uint256 amount);

    modifier onlyIssuer() {
        require(msg.sender == issuer, "issuer only");
        _;
    }

    constructor() public {
        issuer = msg.sender;
    }

    function setWhitelisted(address who, bool ok) external onlyIssuer {
        whitelisted[who] = ok;
    }

    function _settle(address holder) internal {
        uint256 newPoints = totalDividendPoints.sub(lastDividendPoints[holder]);
        owed[holder] = owed[holder].add(balanceOf[holder].mul(newPoints).div(POINT_MULTIPLIER));
        lastDividendPoints[holder] = totalDividendPoints;
    }

    function issue(address to, uint256 amount) external onlyIssuer {
        require(whitelisted[to], "not whitelisted");
        _settle(to);
        totalSupply = totalSupply.add(amount);
        balanceOf[to] = balanceOf[to].add(amount);
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(whitelisted[msg.sender] && whitelisted[to], "not whitelisted");
        _settle(msg.sender);
        _settle(to);
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(amount);
        balanceOf[to] = balanceOf[to].add(amount);
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function payDividend() external payable onlyIssuer {
        require(totalSupply > 0, "no supply");
        totalDividendPoints = totalDividendPoints.add(msg.value.mul(POINT_MULTIPLIER).div(totalSupply));
        emit DividendPaid(msg.value);
    }

    function withdrawDividend() external {
        _settle(msg.sender);
        uint256 amount = owed[msg.sender];
        require(amount > 0, "nothing owed");
        owed[msg.sender] = 0;
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok, "withdraw failed");
        emit DividendWithdrawn(msg.sender, amount);
    }
}
