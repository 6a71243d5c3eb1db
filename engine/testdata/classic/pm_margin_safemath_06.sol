pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

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

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) =
            address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "SafeERC20: transferFrom failed");
    }
}

/// Leveraged position manager (2020) with SafeMath on all arithmetic and SafeERC20 for USDT-style collateral.
contract SafeLeveragedPositions {
    using SafeMath for uint256;
    using SafeERC20 for IERC20;

    IERC20 public collateralToken;
    address public operator;
    uint256 public feeBps = 20;

    mapping(address => uint256) public collateral;
    mapping(address => uint256) public notional;
    uint256 public totalNotional;

    constructor(IERC20 _collateral) public {
        collateralToken = _collateral;
        operator = msg.sender;
    }

    function deposit(uint256 amount) external {
        collateralToken.safeTransferFrom(msg.sender, address(this), amount);
        collateral[msg.sender] = collateral[msg.sender].add(amount);
    }

    function increase(uint256 leverage, uint256 amount) external {
        require(leverage <= 10, "leverage");
        uint256 fee = amount.mul(feeBps).div(10000);
        collateral[msg.sender] = collateral[msg.sender].sub(fee);
        uint256 size = amount.mul(leverage);
        require(size <= collateral[msg.sender].mul(10), "margin");
        notional[msg.sender] = notional[msg.sender].add(size);
        totalNotional = totalNotional.add(size);
    }

    function decrease(uint256 size) external {
        notional[msg.sender] = notional[msg.sender].sub(size);
        totalNotional = totalNotional.sub(size);
    }

    function withdraw(uint256 amount) external {
        require(notional[msg.sender] == 0, "open");
        collateral[msg.sender] = collateral[msg.sender].sub(amount);
        collateralToken.safeTransfer(msg.sender, amount);
    }
}
