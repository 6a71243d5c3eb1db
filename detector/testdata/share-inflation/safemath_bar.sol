pragma solidity 0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }
    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

// Shares priced with SafeMath against the contract's own balance of the staked token.
contract Bar {
    using SafeMath for uint256;
    IERC20 public token;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    function _mint(address to, uint256 amount) internal {
        totalSupply = totalSupply.add(amount);
        balanceOf[to] = balanceOf[to].add(amount);
    }

    function enter(uint256 amount) external {
        uint256 held = token.balanceOf(address(this));
        if (totalSupply == 0 || held == 0) {
            _mint(msg.sender, amount);
        } else {
            uint256 shares = amount.mul(totalSupply).div(held); // want "Bar.enter\\(\\) mints shares as amount.mul\\(totalSupply\\).div\\(held\\), divided by the contract's own balance"
            _mint(msg.sender, shares);
        }
        require(token.transferFrom(msg.sender, address(this), amount));
    }
}

// The same with the deposits tracked in storage: a donation does not move the price.
contract TrackedBar {
    using SafeMath for uint256;
    IERC20 public token;
    uint256 public totalSupply;
    uint256 public managed;
    mapping(address => uint256) public balanceOf;

    function _mint(address to, uint256 amount) internal {
        totalSupply = totalSupply.add(amount);
        balanceOf[to] = balanceOf[to].add(amount);
    }

    function enter(uint256 amount) external {
        uint256 shares = totalSupply == 0 ? amount : amount.mul(totalSupply).div(managed);
        managed = managed.add(amount);
        _mint(msg.sender, shares);
        require(token.transferFrom(msg.sender, address(this), amount));
    }

    // A share of the balance, not a mint: no inflation to speak of.
    function quote(uint256 amount) external view returns (uint256) {
        return amount.mul(totalSupply).div(token.balanceOf(address(this)));
    }
}
